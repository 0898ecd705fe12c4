/**
 * `ec_add ec_scalar_mul ec_pairing_check ec_multi_scalar_mul ec_subgroup_check ec_map_to` (v10+, upstream
 * pairing.go) over BN254 and BLS12-381; encodings and texts are in crypto/ec-groups.ts.
 *
 * Invariants:
 * - G 0..3 = BN254g1, BN254g2, BLS12_381g1, BLS12_381g2; any other G fails `invalid OP group EcGroup(G)` (upstream
 *   names ec_pairing_check in that text for ec_subgroup_check and ec_map_to too).
 * - ec_scalar_mul: the scalar has at most 32 bytes (`ec_scalar_mul scalar len is N, exceeds 32`).
 * - ec_multi_scalar_mul: A is n ≥ 1 points, B exactly 32·n bytes of scalars (`bad scalars length L. Expected E`).
 * - ec_pairing_check: for the g1 fields A holds G1 points and B G2 points, for the g2 fields the reverse; the G1
 *   list is decoded first, both with subgroup checks, then the counts must agree (`invalid inputs sizes`).
 * - Scalar multiplication of an on-curve point outside the prime-order subgroup follows gnark's GLV method and its
 *   multi-mul cut-offs (crypto/glv.ts, ec-groups.ts), whose answer there is specific to its scalar decomposition.
 * - ec_map_to: BLS12-381 through @noble/curves' RFC 9380 maps, BN254 through crypto/bn254-map.ts (SVDW).
 */
import type { Fp2 } from '@noble/curves/abstract/tower.js';
import type { WeierstrassPoint } from '@noble/curves/abstract/weierstrass.js';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bn254 } from '@noble/curves/bn254.js';
import {
  decodePoint,
  decodePoints,
  EC_GROUPS,
  encodePoint,
  inSubgroup,
  pairingIsOne,
  readElement,
  multiScalarMultiply,
  scalarMultiply,
  type AnyGroup,
  type EcGroup,
} from '../crypto/ec-groups.js';
import type { Machine, OpFn } from '../machine.js';
import { boolValue, bytesToBigint, type StackValue } from '../values.js';

const SCALAR_BYTES = 32;

type Result = StackValue | string;

/** Runs `body` with the group named by the immediate, replacing the top `arity` values by its result. */
function groupOp(name: string, arity: 1 | 2, body: (group: EcGroup<unknown>, args: Uint8Array[]) => Result): OpFn {
  const textName = name === 'ec_subgroup_check' || name === 'ec_map_to' ? 'ec_pairing_check' : name;
  return (m: Machine) => {
    const field = m.program[m.pc + 1]!;
    const group = EC_GROUPS[field] as EcGroup<unknown> | undefined;
    if (group === undefined) return `invalid ${textName} group EcGroup(${field})`;
    const stack = m.stack;
    const args = stack.slice(stack.length - arity) as Uint8Array[];
    const result = body(group, args);
    if (typeof result === 'string') return result;
    stack.length -= arity - 1;
    stack[stack.length - 1] = result;
    return undefined;
  };
}

export const opEcAdd = groupOp('ec_add', 2, (group, [a, b]) => {
  const p = decodePoint(group, a!);
  if (typeof p === 'string') return p;
  const q = decodePoint(group, b!);
  if (typeof q === 'string') return q;
  return encodePoint(group, p.add(q));
});

export const opEcScalarMul = groupOp('ec_scalar_mul', 2, (group, [a, k]) => {
  if (k!.length > SCALAR_BYTES) return `ec_scalar_mul scalar len is ${k!.length}, exceeds ${SCALAR_BYTES}`;
  const p = decodePoint(group, a!);
  if (typeof p === 'string') return p;
  return encodePoint(group, scalarMultiply(group, p, bytesToBigint(k!)));
});

export const opEcMultiScalarMul = groupOp('ec_multi_scalar_mul', 2, (group, [a, b]) => {
  const points = decodePoints(group, a!, false);
  if (typeof points === 'string') return points;
  const expected = SCALAR_BYTES * points.length;
  if (b!.length !== expected) return `bad scalars length ${b!.length}. Expected ${expected}`;
  const scalars = points.map((_, i) => bytesToBigint(b!.subarray(i * SCALAR_BYTES, (i + 1) * SCALAR_BYTES)));
  return encodePoint(group, multiScalarMultiply(group, points, scalars));
});

export const opEcSubgroupCheck = groupOp('ec_subgroup_check', 1, (group, [a]) => {
  const p = decodePoint(group, a!);
  if (typeof p === 'string') return p;
  return boolValue(inSubgroup(group, p));
});

export const opEcMapTo = groupOp('ec_map_to', 1, (group, [a]) => {
  const elements: bigint[] = [];
  if (group.degree === 1) {
    const element = readElement(group, a!);
    if (typeof element === 'string') return element;
    elements.push(element);
  } else {
    const size = group.elementSize * 2;
    if (a!.length !== size) return `bad encoded element length: ${a!.length}`;
    for (const part of [a!.subarray(0, group.elementSize), a!.subarray(group.elementSize)]) {
      const element = readElement(group, part);
      if (typeof element === 'string') return element;
      elements.push(element);
    }
  }
  return encodePoint(group, group.mapTo(elements));
});

function pairingCheck(
  curve: typeof bn254 | typeof bls12_381,
  g1Group: AnyGroup,
  g2Group: AnyGroup,
  g1Bytes: Uint8Array,
  g2Bytes: Uint8Array,
): Result {
  const g1 = decodePoints(g1Group as EcGroup<bigint>, g1Bytes, true);
  if (typeof g1 === 'string') return g1;
  const g2 = decodePoints(g2Group as EcGroup<Fp2>, g2Bytes, true);
  if (typeof g2 === 'string') return g2;
  if (g1.length !== g2.length) return 'invalid inputs sizes';
  return boolValue(pairingIsOne(curve, g1 as WeierstrassPoint<bigint>[], g2 as WeierstrassPoint<Fp2>[]));
}

export const opEcPairingCheck = groupOp('ec_pairing_check', 2, (group, [a, b]) => {
  const index = EC_GROUPS.indexOf(group as AnyGroup);
  const curve = index < 2 ? bn254 : bls12_381;
  const g1Group = EC_GROUPS[index & 2]!;
  const g2Group = EC_GROUPS[(index & 2) + 1]!;
  // the g2 fields take their arguments the other way round
  return (index & 1) === 0
    ? pairingCheck(curve, g1Group, g2Group, a!, b!)
    : pairingCheck(curve, g1Group, g2Group, b!, a!);
});
