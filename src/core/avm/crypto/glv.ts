/**
 * Scalar multiplication exactly as gnark-crypto v0.18's windowed-GLV method answers it, which upstream's
 * `ec_scalar_mul` and small `ec_multi_scalar_mul` use. For points of the prime-order subgroup this is just [k]P;
 * for other points of the curve the answer depends on gnark's scalar decomposition, reproduced here.
 *
 * Invariants:
 * - GLV: k = k₁ + k₂·λ (mod r), with (k₁, k₂) from gnark's `SplitScalar` over the lattice of `PrecomputeLattice`
 *   (Go big.Int semantics: Euclidean Div/Mod, arithmetic right shift). The result is
 *   [|k₁| mod r](±P) + [|k₂| mod r](±φ(P)), the signs those of k₁ and k₂, where φ(x, y) = (ω·x, y) on G1 and
 *   (ω²·x, y) on G2 for gnark's cube root of unity ω (its `thirdRootOneG1`).
 * - Point arithmetic here is the plain group law (double-and-add), valid for every point of the curve;
 *   @noble/curves' multipliers are used only for subgroup points.
 */
import type { WeierstrassPoint, WeierstrassPointCons } from '@noble/curves/abstract/weierstrass.js';

/** k·P by double-and-add for k ≥ 0, valid for any point of the curve (noble's multipliers require k < r). */
export function times<T>(point: WeierstrassPoint<T>, k: bigint): WeierstrassPoint<T> {
  let result = point.subtract(point);
  let base = point;
  for (let rest = k; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = result.add(base);
    base = base.double();
  }
  return result;
}

/** Go's big.Int Div and Mod (Euclidean: 0 ≤ m < |d|). */
function euclidean(n: bigint, d: bigint): [bigint, bigint] {
  let q = n / d;
  let m = n - q * d;
  if (m < 0n) {
    q = d > 0n ? q - 1n : q + 1n;
    m += d > 0n ? d : -d;
  }
  return [q, m];
}

function bitLength(n: bigint): number {
  return (n < 0n ? -n : n).toString(2).length - (n === 0n ? 1 : 0);
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(bitLength(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** gnark's `rounding`: the closest integer to n/d, with Go's Euclidean division and d >> 1 as the half. */
function rounding(n: bigint, d: bigint): bigint {
  const [q, m] = euclidean(n, d);
  return m > d >> 1n ? q + 1n : q;
}

interface Lattice {
  readonly v1: readonly [bigint, bigint];
  readonly v2: readonly [bigint, bigint];
  readonly b1: bigint;
  readonly b2: bigint;
  readonly shift: bigint;
}

/** gnark's `PrecomputeLattice(r, λ)`: short vectors of {(a, b) : a + b·λ ≡ 0 (mod r)} by the extended Euclid. */
function precomputeLattice(r: bigint, lambda: bigint): Lattice {
  let previous: [bigint, bigint, bigint] = [r, 1n, 0n];
  let current: [bigint, bigint, bigint] = [lambda, 0n, 1n];
  const root = isqrt(r);
  while (current[0] > root) {
    const [q, m] = euclidean(previous[0], current[0]);
    const next: [bigint, bigint, bigint] = [m, previous[1] - current[1] * q, previous[2] - current[2] * q];
    previous = current;
    current = next;
  }
  const [q, lastR] = euclidean(previous[0], current[0]);
  const lastT = previous[2] - current[2] * q;
  const v1: [bigint, bigint] = [current[0], -current[2]];
  const shorter = previous[0] ** 2n + previous[2] ** 2n > lastR ** 2n + lastT ** 2n;
  const v2: [bigint, bigint] = shorter ? [lastR, -lastT] : [previous[0], -previous[2]];
  const det = v1[0] * v2[1] - v1[1] * v2[0];
  const shift = BigInt(2 * (((bitLength(det) + 32) >> 6) << 6));
  return { v1, v2, b1: rounding(v2[1] << shift, det), b2: rounding(v1[1] << shift, det), shift };
}

/** gnark's `SplitScalar`: (k₁, k₂) with k₁ + k₂·λ ≡ s (mod r). */
function splitScalar(s: bigint, l: Lattice): [bigint, bigint] {
  const a = (s * l.b1) >> l.shift;
  const b = -(s * l.b2) >> l.shift;
  return [s - (a * l.v1[0] + b * l.v2[0]), -(a * l.v1[1] + b * l.v2[1])];
}

export interface GlvCurve<T> {
  readonly order: bigint;
  readonly lattice: Lattice;
  phi(point: WeierstrassPoint<T>): WeierstrassPoint<T>;
}

export function glvCurve<T>(
  order: bigint,
  lambda: bigint,
  phi: (point: WeierstrassPoint<T>) => WeierstrassPoint<T>,
): GlvCurve<T> {
  return { order, lattice: precomputeLattice(order, lambda), phi };
}

/** φ(x, y) = (c·x, y) for a base-field constant c (ω on G1; ω² on G2, scaling both Fp2 components). */
export function phiBy<T>(
  Point: WeierstrassPointCons<T>,
  scale: (x: T) => T,
): (point: WeierstrassPoint<T>) => WeierstrassPoint<T> {
  return (point) => {
    if (point.is0()) return point;
    const { x, y } = point.toAffine();
    return Point.fromAffine({ x: scale(x), y });
  };
}

/** gnark's `ScalarMultiplication` (mulGLV) of any curve point by s ≥ 0. */
export function glvMultiply<T>(curve: GlvCurve<T>, point: WeierstrassPoint<T>, s: bigint): WeierstrassPoint<T> {
  const [k1, k2] = splitScalar(s, curve.lattice);
  const p1 = k1 < 0n ? point.negate() : point;
  const phi = curve.phi(point);
  const p2 = k2 < 0n ? phi.negate() : phi;
  const abs1 = (k1 < 0n ? -k1 : k1) % curve.order;
  const abs2 = (k2 < 0n ? -k2 : k2) % curve.order;
  return times(p1, abs1).add(times(p2, abs2));
}
