/**
 * Box records with their accounting (upstream ledger/eval/applications.go NewBox, SetBox, DelBox): creating or
 * deleting a box moves the owning app account's `totalBoxes` and `totalBoxBytes` (len(name) + size), which raise
 * its minimum balance by BoxFlatMinBalance per box and BoxByteMinBalance per byte (checked by the evaluator at the
 * end of the transaction).
 *
 * Invariants: contents handed to the state are fresh arrays the caller no longer mutates; totals saturate at 0
 * and 2^64 − 1 as upstream's Add/SubSaturate do, and a zero total is removed from the record.
 */
import { MAX_UINT64 } from '../../avm/index.js';
import type { AccountData } from '../account.js';
import type { ConsensusParams } from '../consensus.js';
import type { StateOverlay } from '../state.js';
import { hexName } from './boxes.js';

function adjust(record: AccountData, boxes: bigint, bytes: bigint): void {
  const clamp = (v: bigint): bigint => (v < 0n ? 0n : v > MAX_UINT64 ? MAX_UINT64 : v);
  const totalBoxes = clamp((record.totalBoxes ?? 0n) + boxes);
  const totalBoxBytes = clamp((record.totalBoxBytes ?? 0n) + bytes);
  if (totalBoxes === 0n) delete record.totalBoxes;
  else record.totalBoxes = totalBoxes;
  if (totalBoxBytes === 0n) delete record.totalBoxBytes;
  else record.totalBoxBytes = totalBoxBytes;
}

/**
 * Create box `name` of `appId` holding `value`, charged to `appAddress`.
 * @returns upstream's error text (name or size rules, an existing box), else undefined
 */
export function newBox(
  state: StateOverlay,
  params: ConsensusParams,
  appId: bigint,
  appAddress: Uint8Array,
  name: string,
  value: Uint8Array,
): string | undefined {
  if (name.length > params.app.maxAppKeyLen)
    return `name too long: length was ${name.length}, maximum is ${params.app.maxAppKeyLen}`;
  if (name.length === 0) return 'box names may not be zero length';
  if (BigInt(value.length) > params.app.maxBoxSize)
    return `box size too large: ${value.length}, maximum is ${params.app.maxBoxSize}`;
  if (state.box(appId, name) !== undefined) return `attempt to recreate box ${hexName(name)}`;
  adjust(state.modify(appAddress), 1n, BigInt(name.length + value.length));
  state.setBox(appId, name, value);
  return undefined;
}

/**
 * Overwrite the contents of an existing box with `value` of the same size.
 * @returns upstream's error text (no such box, size change), else undefined
 */
export function setBox(state: StateOverlay, appId: bigint, name: string, value: Uint8Array): string | undefined {
  const old = state.box(appId, name);
  if (old === undefined) return `box ${hexName(name)} does not exist for ${appId}`;
  if (old.length !== value.length) return `box ${hexName(name)} is wrong size old:${old.length} != new:${value.length}`;
  state.setBox(appId, name, value);
  return undefined;
}

/** Delete box `name` of `appId`, crediting `appAddress`; returns whether it existed. */
export function delBox(state: StateOverlay, appId: bigint, appAddress: Uint8Array, name: string): boolean {
  const old = state.box(appId, name);
  if (old === undefined) return false;
  adjust(state.modify(appAddress), -1n, -BigInt(name.length + old.length));
  state.setBox(appId, name, undefined);
  return true;
}
