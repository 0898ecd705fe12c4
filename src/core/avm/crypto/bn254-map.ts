/**
 * BN254's `ec_map_to`: the Shallue–van de Woestijne map of RFC 9380 §6.6.1 onto G1 (cofactor 1) and onto the G2
 * twist followed by gnark's cofactor clearing (gnark-crypto `MapToG1`/`MapToG2`, which upstream calls).
 *
 * Invariants:
 * - Both maps use Z = 1 and the straight-line steps of RFC 9380 F.1 with inv0(0) = 0 and is_square(0) true; the
 *   constants c1..c4 are derived from Z and the curve's B exactly as the RFC defines them, so they equal gnark's
 *   tables (checked by the tests against gnark's RFC-style vectors).
 * - The sign of y is fixed by sgn0 (RFC 9380 §4.1): y's sign equals u's, so the result is independent of which
 *   square root the field returns.
 * - G2 cofactor clearing is [x]Q + ψ([3x]Q) + ψ²([x]Q) + ψ³(Q) with the BN seed x = 4965661367192848881 and
 *   ψ(x, y) = (x̄·u, ȳ·v) (Fuentes-Castañeda et al. §6.1, gnark's `ClearCofactor`); the result is in G2.
 */
import type { Fp2 } from '@noble/curves/abstract/tower.js';
import type { WeierstrassPoint, WeierstrassPointCons } from '@noble/curves/abstract/weierstrass.js';
import type { IField } from '@noble/curves/abstract/modular.js';
import { bn254 } from '@noble/curves/bn254.js';
import { times } from './glv.js';

const Fp = bn254.fields.Fp;
const Fp2f = bn254.fields.Fp2;
const P = Fp.ORDER;
const SEED = 4965661367192848881n;

// ψ's coefficients (gnark's endo.u, endo.v): ξ^((p−1)/3) and ξ^((p−1)/2) for the twist's ξ = 9 + i.
const PSI_X: Fp2 = {
  c0: 21575463638280843010398324269430826099269044274347216827212613867836435027261n,
  c1: 10307601595873709700152284273816112264069230130616436755625194854815875713954n,
};
const PSI_Y: Fp2 = {
  c0: 2821565182194536844548159561693502659359617185244120367078079554186484126554n,
  c1: 3505843767911556378687030309984248845540243509899259641013678093033130930403n,
};

interface Svdw<T> {
  readonly F: IField<T>;
  readonly Point: WeierstrassPointCons<T>;
  isSquare(x: T): boolean;
  sgn0(x: T): bigint;
  readonly c1: T;
  readonly c2: T;
  readonly c3: T;
  readonly c4: T;
}

/** The RFC 9380 §6.6.1 constants for Z = 1 on y² = x³ + B (A = 0). */
function svdw<T>(
  F: IField<T>,
  Point: WeierstrassPointCons<T>,
  isSquare: (x: T) => boolean,
  sgn0: (x: T) => bigint,
): Svdw<T> {
  const z = F.ONE;
  const g = (x: T): T => F.add(F.mul(F.sqr(x), x), Point.CURVE().b);
  const gz = g(z);
  const c1 = gz;
  const two = F.add(F.ONE, F.ONE);
  const three = F.add(two, F.ONE);
  const c2 = F.neg(F.div(z, two)); // −Z/2
  // c3 = sqrt(−g(Z)·(3Z² + 4A)), the root with sgn0 = 0
  let c3 = F.sqrt(F.neg(F.mul(gz, F.mul(three, F.sqr(z)))));
  if (sgn0(c3) === 1n) c3 = F.neg(c3);
  const four = F.add(two, two);
  const c4 = F.div(F.neg(F.mul(four, gz)), F.mul(three, F.sqr(z))); // −4·g(Z) / (3Z² + 4A)
  return { F, Point, isSquare, sgn0, c1, c2, c3, c4 };
}

function mapToCurve<T>(s: Svdw<T>, u: T): WeierstrassPoint<T> {
  const { F } = s;
  const g = (x: T): T => F.add(F.mul(F.sqr(x), x), s.Point.CURVE().b);
  let tv1 = F.mul(F.sqr(u), s.c1);
  const tv2 = F.add(F.ONE, tv1);
  tv1 = F.sub(F.ONE, tv1);
  const denominator = F.mul(tv1, tv2);
  const tv3 = F.is0(denominator) ? F.ZERO : F.inv(denominator);
  const tv4 = F.mul(F.mul(F.mul(u, tv1), tv3), s.c3);
  const x1 = F.sub(s.c2, tv4);
  const x2 = F.add(s.c2, tv4);
  const x3 = F.add(F.mul(F.sqr(F.mul(F.sqr(tv2), tv3)), s.c4), F.ONE);
  const x = s.isSquare(g(x1)) ? x1 : s.isSquare(g(x2)) ? x2 : x3;
  let y = F.sqrt(g(x));
  if (s.sgn0(u) !== s.sgn0(y)) y = F.neg(y);
  return s.Point.fromAffine({ x, y });
}

function fpIsSquare(x: bigint): boolean {
  return x === 0n || Fp.pow(x, (P - 1n) / 2n) === 1n;
}

const G1_MAP = svdw(Fp, bn254.G1.Point, fpIsSquare, (x) => x & 1n);

const G2_MAP = svdw(
  Fp2f,
  bn254.G2.Point,
  // p ≡ 3 (mod 4): a ∈ Fp2 is a square iff its norm is a square in Fp
  (x) => fpIsSquare(Fp.add(Fp.sqr(x.c0), Fp.sqr(x.c1))),
  (x) => (x.c0 & 1n) | (x.c0 === 0n ? x.c1 & 1n : 0n),
);

function psi(point: WeierstrassPoint<Fp2>): WeierstrassPoint<Fp2> {
  if (point.is0()) return point;
  const { x, y } = point.toAffine();
  return bn254.G2.Point.fromAffine({
    x: Fp2f.mul({ c0: x.c0, c1: Fp.neg(x.c1) }, PSI_X),
    y: Fp2f.mul({ c0: y.c0, c1: Fp.neg(y.c1) }, PSI_Y),
  });
}

export function bn254MapToG1(elements: readonly bigint[]): WeierstrassPoint<bigint> {
  return mapToCurve(G1_MAP, elements[0]!);
}

export function bn254MapToG2(elements: readonly bigint[]): WeierstrassPoint<Fp2> {
  const q = mapToCurve(G2_MAP, { c0: elements[0]!, c1: elements[1]! });
  const xq = times(q, SEED);
  return xq
    .add(psi(times(xq, 3n)))
    .add(psi(psi(xq)))
    .add(psi(psi(psi(q))));
}
