/**
 * The four pairing-curve groups of the AVM `ec_*` ops (BN254 G1/G2, BLS12-381 G1/G2) with go-algorand's byte
 * encodings (data/transactions/logic/pairing.go) over @noble/curves arithmetic.
 *
 * Invariants:
 * - A field element is a big-endian integer that must be < p (`field element V larger than modulus P`, decimal).
 *   Inside a point each element has the fixed size (32 bytes BN254, 48 bytes BLS12-381); a map_to input for G1 may
 *   have any length, for G2 exactly two elements.
 * - A point is X‖Y (G1) or X.A0‖X.A1‖Y.A0‖Y.A1 (G2: real part first, unlike gnark's own serialization). (0, 0)
 *   is the point at infinity, both when read and when written.
 * - Decoding checks length, each element, then the curve equation (`point not on curve`); subgroup membership is
 *   checked only where upstream does (pairing inputs, `ec_subgroup_check`).
 * - Functions return an error text instead of throwing for bad input.
 */
import type { Fp2 } from '@noble/curves/abstract/tower.js';
import type { WeierstrassPoint, WeierstrassPointCons } from '@noble/curves/abstract/weierstrass.js';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bn254 } from '@noble/curves/bn254.js';
import { bn254MapToG1, bn254MapToG2 } from './bn254-map.js';
import { bigintToFixedBytes, bytesToBigint } from '../values.js';
import { glvCurve, glvMultiply, phiBy, times, type GlvCurve } from './glv.js';

export interface EcGroup<T> {
  readonly name: string;
  readonly Point: WeierstrassPointCons<T>;
  /** Bytes of one base-field element. */
  readonly elementSize: number;
  /** Base-field elements per coordinate: 1 (G1) or 2 (G2). */
  readonly degree: 1 | 2;
  /** Every point on the curve is in the prime-order subgroup (BN254 G1). */
  readonly cofactorOne: boolean;
  readonly modulus: bigint;
  readonly order: bigint;
  coordinate(elements: readonly bigint[]): T;
  elements(coordinate: T): readonly bigint[];
  /** upstream's ec_map_to. */
  readonly mapTo: (elements: readonly bigint[]) => WeierstrassPoint<T>;
  /** gnark's GLV parameters for the group (scalar multiplication of points outside the subgroup). */
  readonly glv: GlvCurve<T>;
  /** Up to this many points, ec_multi_scalar_mul sums single multiplications; above, gnark's MultiExp. */
  readonly multiMulThreshold: number;
}

export type AnyGroup = EcGroup<bigint> | EcGroup<Fp2>;

function g1Group(
  name: string,
  Point: WeierstrassPointCons<bigint>,
  elementSize: number,
  mapTo: (elements: readonly bigint[]) => WeierstrassPoint<bigint>,
  curve: GlvConstants,
): EcGroup<bigint> {
  const p = Point.Fp.ORDER;
  return {
    name,
    Point,
    elementSize,
    degree: 1,
    cofactorOne: Point.CURVE().h === 1n,
    modulus: Point.Fp.ORDER,
    order: Point.Fn.ORDER,
    coordinate: (elements) => elements[0]!,
    elements: (coordinate) => [coordinate],
    mapTo,
    glv: glvCurve(
      Point.Fn.ORDER,
      curve.lambda,
      phiBy(Point, (x) => (x * curve.omega) % p),
    ),
    multiMulThreshold: curve.g1MultiMulThreshold,
  };
}

function g2Group(
  name: string,
  Point: WeierstrassPointCons<Fp2>,
  elementSize: number,
  modulus: bigint,
  mapTo: (elements: readonly bigint[]) => WeierstrassPoint<Fp2>,
  curve: GlvConstants,
): EcGroup<Fp2> {
  const omega2 = (curve.omega * curve.omega) % modulus;
  return {
    name,
    Point,
    elementSize,
    degree: 2,
    cofactorOne: false,
    modulus,
    order: Point.Fn.ORDER,
    coordinate: (elements) => ({ c0: elements[0]!, c1: elements[1]! }),
    elements: (coordinate) => [coordinate.c0, coordinate.c1],
    mapTo,
    glv: glvCurve(
      Point.Fn.ORDER,
      curve.lambda,
      phiBy(Point, (x) => ({ c0: (x.c0 * omega2) % modulus, c1: (x.c1 * omega2) % modulus })),
    ),
    multiMulThreshold: 2,
  };
}

/** gnark's GLV endomorphism constants (`thirdRootOneG1`, `lambdaGLV`) and upstream's multi-mul cut-offs. */
interface GlvConstants {
  readonly omega: bigint;
  readonly lambda: bigint;
  readonly g1MultiMulThreshold: number;
}

const BN254_GLV: GlvConstants = {
  omega: 2203960485148121921418603742825762020974279258880205651966n,
  lambda: 4407920970296243842393367215006156084916469457145843978461n,
  g1MultiMulThreshold: 3,
};

const BLS12_381_GLV: GlvConstants = {
  omega:
    4002409555221667392624310435006688643935503118305586438271171395842971157480381377015405980053539358417135540939436n,
  lambda: 228988810152649578064853576960394133503n,
  g1MultiMulThreshold: 2,
};

const BLS_G1 = bls12_381.G1.Point;
const BLS_G2 = bls12_381.G2.Point;

/**
 * RFC 9380 map_to_curve then clear_cofactor (gnark's MapToG1/MapToG2). noble's typings describe the raw map,
 * but its hasher returns the cleared projective point, and takes a lone bigint when m = 1.
 */
function blsMapToG1(elements: readonly bigint[]): WeierstrassPoint<bigint> {
  const map = bls12_381.G1.mapToCurve as unknown as (u: bigint) => WeierstrassPoint<bigint>;
  return map(elements[0]!);
}

function blsMapToG2(elements: readonly bigint[]): WeierstrassPoint<Fp2> {
  const map = bls12_381.G2.mapToCurve as unknown as (u: bigint[]) => WeierstrassPoint<Fp2>;
  return map([elements[0]!, elements[1]!]);
}

/** By the `EcGroup` immediate: 0 BN254g1, 1 BN254g2, 2 BLS12_381g1, 3 BLS12_381g2. */
export const EC_GROUPS: readonly AnyGroup[] = [
  g1Group('BN254g1', bn254.G1.Point, 32, bn254MapToG1, BN254_GLV),
  g2Group('BN254g2', bn254.G2.Point, 32, bn254.fields.Fp.ORDER, bn254MapToG2, BN254_GLV),
  g1Group('BLS12_381g1', BLS_G1, 48, blsMapToG1, BLS12_381_GLV),
  g2Group('BLS12_381g2', BLS_G2, 48, bls12_381.fields.Fp.ORDER, blsMapToG2, BLS12_381_GLV),
];

/** One base-field element from big-endian bytes of any length. */
export function readElement<T>(group: EcGroup<T>, bytes: Uint8Array): bigint | string {
  const value = bytesToBigint(bytes);
  if (value >= group.modulus) return `field element ${value} larger than modulus ${group.modulus}`;
  return value;
}

function pointSize<T>(group: EcGroup<T>): number {
  return group.elementSize * group.degree * 2;
}

function isOnCurve<T>(group: EcGroup<T>, x: T, y: T): boolean {
  const Fp = group.Point.Fp;
  const { a, b } = group.Point.CURVE();
  const rhs = Fp.add(Fp.add(Fp.mul(Fp.sqr(x), x), Fp.mul(a, x)), b);
  return Fp.eql(Fp.sqr(y), rhs);
}

/** One encoded point (see the module invariants). */
export function decodePoint<T>(group: EcGroup<T>, bytes: Uint8Array): WeierstrassPoint<T> | string {
  const size = pointSize(group);
  if (bytes.length !== size) return `bad length ${bytes.length}. Expected ${size}`;
  const elements: bigint[] = [];
  for (let offset = 0; offset < size; offset += group.elementSize) {
    const element = readElement(group, bytes.subarray(offset, offset + group.elementSize));
    if (typeof element === 'string') return element;
    elements.push(element);
  }
  const x = group.coordinate(elements.slice(0, group.degree));
  const y = group.coordinate(elements.slice(group.degree));
  const Fp = group.Point.Fp;
  if (Fp.is0(x) && Fp.is0(y)) return group.Point.ZERO;
  if (!isOnCurve(group, x, y)) return 'point not on curve';
  return group.Point.fromAffine({ x, y });
}

/** A non-empty concatenation of points; `checkSubgroup` adds upstream's `wrong subgroup` check per point. */
export function decodePoints<T>(
  group: EcGroup<T>,
  bytes: Uint8Array,
  checkSubgroup: boolean,
): WeierstrassPoint<T>[] | string {
  const size = pointSize(group);
  if (bytes.length % size !== 0) return `bad length ${bytes.length}. Expected ${size} multiple`;
  if (bytes.length === 0) return 'empty input';
  const points: WeierstrassPoint<T>[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) {
    const point = decodePoint(group, bytes.subarray(offset, offset + size));
    if (typeof point === 'string') return point;
    if (checkSubgroup && !inSubgroup(group, point)) return 'wrong subgroup';
    points.push(point);
  }
  return points;
}

export function inSubgroup<T>(group: EcGroup<T>, point: WeierstrassPoint<T>): boolean {
  return group.cofactorOne || point.is0() || point.isTorsionFree();
}

export function encodePoint<T>(group: EcGroup<T>, point: WeierstrassPoint<T>): Uint8Array {
  const out = new Uint8Array(pointSize(group));
  if (point.is0()) return out;
  const { x, y } = point.toAffine();
  const elements = [...group.elements(x), ...group.elements(y)];
  elements.forEach((element, i) => out.set(bigintToFixedBytes(element, group.elementSize), i * group.elementSize));
  return out;
}

/** gnark's `ScalarMultiplication`: [k mod r]P in the subgroup, its GLV answer for other points of the curve. */
export function scalarMultiply<T>(group: EcGroup<T>, point: WeierstrassPoint<T>, k: bigint): WeierstrassPoint<T> {
  if (inSubgroup(group, point)) return point.multiplyUnsafe(k % group.order);
  return glvMultiply(group.glv, point, k);
}

/**
 * upstream's ec_multi_scalar_mul: up to `multiMulThreshold` points a sum of `scalarMultiply`, beyond that gnark's
 * MultiExp, which reduces each scalar mod r and is exact group arithmetic: Σ (kᵢ mod r)·Pᵢ.
 */
export function multiScalarMultiply<T>(
  group: EcGroup<T>,
  points: readonly WeierstrassPoint<T>[],
  scalars: readonly bigint[],
): WeierstrassPoint<T> {
  const small = points.length <= group.multiMulThreshold;
  let sum = group.Point.ZERO;
  points.forEach((point, i) => {
    const k = scalars[i]!;
    if (small) sum = sum.add(scalarMultiply(group, point, k));
    else if (inSubgroup(group, point)) sum = sum.add(point.multiplyUnsafe(k % group.order));
    else sum = sum.add(times(point, k % group.order));
  });
  return sum;
}

/** Whether Π e(Pᵢ, Qᵢ) = 1; pairs with a point at infinity contribute 1 (gnark skips them). */
export function pairingIsOne(
  pairing: typeof bn254 | typeof bls12_381,
  g1: readonly WeierstrassPoint<bigint>[],
  g2: readonly WeierstrassPoint<Fp2>[],
): boolean {
  const pairs = g1.map((p, i) => ({ g1: p, g2: g2[i]! })).filter(({ g1: p, g2: q }) => !p.is0() && !q.is0());
  if (pairs.length === 0) return true;
  const Fp12 = pairing.fields.Fp12;
  return Fp12.eql(pairing.pairingBatch(pairs), Fp12.ONE);
}
