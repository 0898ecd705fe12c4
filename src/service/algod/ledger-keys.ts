/**
 * RocksDB key layout of the algod ledger (namespace `algod`). One table tag per record kind; participation keys
 * use their own tags from 0x20 up (participation*.ts).
 */
import { makeKey, Namespace } from '../../store/keys.js';

export const T_LATEST = 0x01;
export const T_BLOCK = 0x02;
export const T_ACCOUNT = 0x03;
export const T_CREATABLE = 0x04;
export const T_POOL = 0x05;
export const T_GENESIS = 0x06;
/** Boxes: app id (8 bytes BE) then the raw name (1..64 bytes, last so its length needs no terminator). */
export const T_BOX = 0x07;
/** The label of the catch-up running (catchup.ts): written when it starts, removed by its switch batch or its end. */
export const T_CATCHUP = 0x08;

export const latestKey = (): Buffer => makeKey('algod', T_LATEST);
/** makeKey('algod', T_BLOCK, round), written directly: a dev-mode block writes one per round. */
export function blockKey(round: bigint): Buffer {
  if (round < 0n || round > 0xffff_ffff_ffff_ffffn) return makeKey('algod', T_BLOCK, round); // throws makeKey's error
  const key = Buffer.allocUnsafe(10);
  key[0] = Namespace.algod;
  key[1] = T_BLOCK;
  key.writeBigUInt64BE(round, 2);
  return key;
}

/** makeKey('algod', T_ACCOUNT, address), written directly: every block writes a few. */
export function accountKey(address: Uint8Array): Buffer {
  const key = Buffer.allocUnsafe(2 + address.length);
  key[0] = Namespace.algod;
  key[1] = T_ACCOUNT;
  key.set(address, 2);
  return key;
}
export const creatableKey = (id: bigint): Buffer => makeKey('algod', T_CREATABLE, id);
export const poolKey = (seq: bigint): Buffer => makeKey('algod', T_POOL, seq);
export const catchupKey = (): Buffer => makeKey('algod', T_CATCHUP);
export const genesisKey = (): Buffer => makeKey('algod', T_GENESIS);
export const boxStoreKey = (appId: bigint, name: Uint8Array): Buffer => makeKey('algod', T_BOX, appId, name);
