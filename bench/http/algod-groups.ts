/**
 * Pre-generated load for `algod-tps.ts`: signed groups of payments, each one POST /v2/transactions body (the raw
 * concatenated msgpack SignedTxns that algosdk's sendRawTransaction posts). A task writes its slice of groups to
 * `<dir>/bodies-<part>.bin` with their byte lengths in `<dir>/lengths-<part>.txt` (one decimal per line), which
 * the wrk Lua script reads in part order.
 *
 * Invariants:
 * - Every transaction is unique: the amount is 1 + its global index (over all parts), so no two txids (or group
 *   ids) repeat.
 * - Senders are the funded accounts in turn and each pays the next one, so no account ever falls below its
 *   minimum balance and no set-up phase is needed; fee 1000, lv = fv + 1000 (the protocol's maximum lifetime).
 *   With `slideValidity` (dev mode, where every group makes a round) fv follows the group's expected round.
 * - A group of one is a plain transaction (no group id).
 * - Signatures are sodium ed25519 over "TX" ‖ canonical msgpack, computed here directly (the same bytes algosdk
 *   signs); signing is the largest part of the cost, which is why algod-load.ts runs one task per core.
 */
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import sodium from 'sodium-native';
import { decodeAddress } from '../../src/core/crypto/address.js';
import { encodeSignedTxn } from '../../src/core/txn/signed.js';
import { bytesToSign, computeGroupId } from '../../src/core/txn/transaction.js';
import type { Transaction } from '../../src/core/txn/types.js';

export interface VerifyTriple {
  readonly message: Uint8Array;
  readonly signature: Uint8Array;
  readonly publicKey: Uint8Array;
}

/** One slice of the load; plain data, so that it can be a worker thread's `workerData`. */
export interface GenerateTask {
  readonly dir: string;
  readonly part: number;
  readonly accounts: readonly { address: string; secretKey: Uint8Array }[];
  readonly params: { firstValid: bigint; genesisId: string; genesisHash: Uint8Array };
  readonly firstGroup: number;
  readonly groups: number;
  readonly groupSize: number;
  /**
   * Dev mode (a block per group): group g is expected to land near round firstValid + g, so its validity window
   * slides along (first valid = firstValid + max(0, g - DEV_SLACK)) instead of expiring after 1000 groups.
   */
  readonly slideValidity?: boolean;
}

export interface GeneratedLoad {
  readonly groups: number;
  readonly txns: number;
  readonly bytes: number;
  /** (message, signature, public key) of the slice's first transactions, for the verification ceiling */
  readonly samples: VerifyTriple[];
}

const SAMPLE_LIMIT = 4096;
/** rounds a dev-mode group's first valid round trails its expected round by (any in-flight reordering is far less) */
const DEV_SLACK = 500;

type Key = { sender: Buffer; receiver: Buffer; secretKey: Buffer };

/** `slide`: the group's index when the validity window slides (GenerateTask.slideValidity) */
type Params = GenerateTask['params'] & { slide?: number };

function signedGroup(keys: readonly Key[], first: number, size: number, sp: Params, samples: VerifyTriple[]): Buffer {
  const txns: Transaction[] = [];
  const firstValid = sp.slide === undefined ? sp.firstValid : sp.firstValid + BigInt(Math.max(0, sp.slide - DEV_SLACK));
  for (let i = first; i < first + size; i++) {
    const key = keys[i % keys.length]!;
    txns.push({
      type: 'pay',
      sender: key.sender,
      receiver: key.receiver,
      amount: BigInt(1 + i),
      fee: 1000n,
      firstValid,
      lastValid: firstValid + 1000n,
      genesisId: sp.genesisId,
      genesisHash: sp.genesisHash,
    });
  }
  // a single transaction carries no group id, as algosdk sends it
  const group = size > 1 ? computeGroupId(txns) : undefined;
  const parts = txns.map((txn, j) => {
    const grouped = group === undefined ? txn : { ...txn, group };
    const message = bytesToSign(grouped);
    const signature = Buffer.alloc(sodium.crypto_sign_BYTES);
    const key = keys[(first + j) % keys.length]!;
    sodium.crypto_sign_detached(signature, message, key.secretKey);
    if (samples.length < SAMPLE_LIMIT) samples.push({ message, signature, publicKey: key.sender });
    return encodeSignedTxn({ txn: grouped, sig: signature });
  });
  return Buffer.concat(parts);
}

/** Generate one slice of the load into its part files. */
export function generateLoad(task: GenerateTask): GeneratedLoad {
  const { accounts, groupSize } = task;
  const keys: Key[] = accounts.map((a, i) => ({
    sender: decodeAddress(a.address),
    receiver: decodeAddress(accounts[(i + 1) % accounts.length]!.address),
    secretKey: Buffer.from(a.secretKey),
  }));
  const params = { ...task.params, genesisHash: Buffer.from(task.params.genesisHash) };
  const samples: VerifyTriple[] = [];
  const lengths: number[] = [];
  const fd = openSync(join(task.dir, `bodies-${task.part}.bin`), 'w');
  let bytes = 0;
  try {
    for (let g = task.firstGroup; g < task.firstGroup + task.groups; g++) {
      const sp = task.slideValidity === true ? { ...params, slide: g } : params;
      const body = signedGroup(keys, g * groupSize, groupSize, sp, samples);
      writeSync(fd, body);
      lengths.push(body.length);
      bytes += body.length;
    }
  } finally {
    closeSync(fd);
  }
  writeFileSync(join(task.dir, `lengths-${task.part}.txt`), `${lengths.join('\n')}\n`);
  return { groups: task.groups, txns: task.groups * groupSize, bytes, samples };
}
