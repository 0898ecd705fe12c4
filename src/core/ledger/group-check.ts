/**
 * Stateless checks of a submitted group beyond each txn's WellFormed: group structure (go-algorand
 * data/transactions/checks.go `CheckTxnGroup`) and LogicSig group sizes (verify/txn.go `logicSigGroupSizeCheck`),
 * for consensus V42, and `checkGroupStateless`, the whole stateless pipeline of docs/spec/protocol.md §8.3 steps 1–4.
 *
 * Invariants:
 * - `checkGroupStateless` runs in upstream's order (verify/txn.go `txnGroupBatchPrep`): WellFormed of every txn,
 *   then group structure, then LogicSig group sizes, then the SignedTxn prechecks of every txn. Signature
 *   cryptography (step 5) is the caller's and comes after all of this, as upstream verifies its batch only after
 *   every txn was prepared.
 * - Per-txn failures (WellFormed, SignedTxn prechecks) are wrapped by `wrapInvalid`; group failures are bare.
 * - Every failure is `AppError('ALGOD_TXN_REJECTED', …)`. `%v` renderings are Go's (go-format.ts).
 */
import { bytesEqual, isAllZero } from '../bytes.js';
import { encodeMsgpack, encodeWith } from '../codec/msgpack.js';
import { cutMapKeys, encodedKey, writeCut } from '../codec/msgpack-splice.js';
import { sha512_256 } from '../crypto/hash.js';
import { Prefix } from '../crypto/prefixes.js';
import { isAppError } from '../errors.js';
import { transactionSchema, txGroupSchema } from '../txn/schemas.js';
import type { LogicSig, SignedTxn, Transaction } from '../txn/types.js';
import type { ConsensusParams } from './consensus.js';
import { formatDigest, formatTxGroup } from './go-format.js';
import {
  multisigBlank,
  pqBlank,
  reject,
  signedTxnChecks,
  wellFormed,
  wrapInvalid,
  type WellFormedContext,
} from './well-formed.js';

function rethrowWrapped(stxn: SignedTxn, check: () => void): void {
  try {
    check();
  } catch (err) {
    if (isAppError(err) && err.code === 'ALGOD_TXN_REJECTED') throw wrapInvalid(stxn, err.message);
    throw err;
  }
}

/**
 * Every stateless check of §8.3 except signature cryptography, in upstream's order. `txnBytes`, when given, are the
 * canonical encodings of the group's transactions, which the group ID check then reuses instead of encoding them.
 * @throws ALGOD_TXN_REJECTED (per-txn reasons wrapped by `wrapInvalid`, group reasons bare)
 */
export function checkGroupStateless(
  group: readonly SignedTxn[],
  ctx: WellFormedContext,
  txnBytes?: readonly Uint8Array[],
): void {
  for (const stxn of group) rethrowWrapped(stxn, () => wellFormed(stxn.txn ?? {}, ctx));
  checkTxnGroup(group, ctx.params, txnBytes);
  checkLogicSigGroupSize(group, ctx.params);
  for (const stxn of group) rethrowWrapped(stxn, () => signedTxnChecks(stxn, ctx.params));
}

/**
 * Group structure: known types, heartbeat company, `apbx` index range, group ID (a group larger than
 * MaxTxGroupSize, which decoding already refuses, fails with the pool's text first).
 * @throws ALGOD_TXN_REJECTED
 */
export function checkTxnGroup(
  group: readonly SignedTxn[],
  params: ConsensusParams,
  txnBytes?: readonly Uint8Array[],
): void {
  if (group.length > params.maxTxGroupSize) {
    reject(`group size ${group.length} exceeds maximum ${params.maxTxGroupSize}`);
  }
  let heartbeat = false;
  let triggersResources = false;
  for (const stxn of group) {
    const txn = stxn.txn ?? {};
    switch (txn.type) {
      case 'hb':
        heartbeat = true;
        if (txn.heartbeat === undefined) reject('heartbeat transaction is missing its heartbeat fields');
        break;
      case 'stpf':
        break; // reveals are opaque here; wellFormed refuses state proofs anyway
      case 'appl':
        triggersResources = true;
        checkBoxIndexes(txn);
        break;
      case 'acfg':
        if ((txn.configAsset ?? 0n) === 0n) triggersResources = true;
        break;
      case 'pay':
      case 'keyreg':
      case 'axfer':
      case 'afrz':
        break;
      default:
        reject('transaction has an unknown type');
    }
  }
  if (heartbeat && triggersResources) {
    reject('heartbeat transaction may not be grouped with an application call or asset creation');
  }
  checkGroupId(
    group.map((s) => s.txn ?? {}),
    txnBytes,
  );
}

function checkBoxIndexes(txn: Transaction): void {
  if ((txn.access?.length ?? 0) > 0) return;
  const apps = BigInt(txn.foreignApps?.length ?? 0);
  if ((txn.boxes ?? []).some((b) => (b.index ?? 0n) > apps)) {
    reject('application transaction box index exceeds foreign apps');
  }
}

const GROUP_KEY = [encodedKey('grp')];

/** TxID of the transaction without its group ID: its canonical bytes (given, or encoded here) minus `grp`. */
function idWithoutGroup(txn: Transaction, given: Uint8Array | undefined): Uint8Array {
  const bytes = given ?? encodeMsgpack(transactionSchema, txn);
  const cut = cutMapKeys(bytes, GROUP_KEY);
  return sha512_256(
    encodeWith((w) => {
      w.raw(Prefix.Transaction);
      writeCut(w, bytes, cut);
    }),
  );
}

function checkGroupId(txns: readonly Transaction[], txnBytes: readonly Uint8Array[] | undefined): void {
  if (txns.length === 0) return;
  const groupId = txns[0]!.group;
  if (isAllZero(groupId)) {
    if (txns.length === 1) return;
    reject(`transactionGroup: [0] had zero Group but was submitted in a group of ${txns.length}`);
  }
  for (const txn of txns) {
    if (!bytesEqual(txn.group, groupId)) {
      reject(`transactionGroup: inconsistent group values: ${formatDigest(txn.group)} != ${formatDigest(groupId)}`);
    }
  }
  const hashes = txns.map((txn, i) => idWithoutGroup(txn, txnBytes?.[i]));
  const computed = sha512_256(encodeMsgpack(txGroupSchema, { txGroupHashes: hashes }, Prefix.TxGroup));
  if (!bytesEqual(computed, groupId)) {
    reject(
      `transactionGroup: incomplete group: ${formatDigest(groupId)} != ${formatDigest(computed)} (${formatTxGroup(hashes)})`,
    );
  }
}

function lsigArgsLength(lsig: LogicSig | undefined): number {
  return (lsig?.args ?? []).reduce((sum, arg) => sum + arg.length, 0);
}

function lsigBlank(lsig: LogicSig | undefined): boolean {
  return (
    (lsig?.logic?.length ?? 0) === 0 &&
    (lsig?.args?.length ?? 0) === 0 &&
    isAllZero(lsig?.sig) &&
    multisigBlank(lsig?.msig) &&
    multisigBlank(lsig?.lmsig) &&
    pqBlank(lsig?.pqsig)
  );
}

/**
 * LogicSig sizes across the group (V42: program bytes are priced, so only orphan content and oversized args are
 * refused). @throws ALGOD_TXN_REJECTED
 */
export function checkLogicSigGroupSize(group: readonly SignedTxn[], params: ConsensusParams): void {
  let argsTotal = 0;
  let needsPooling = false;
  for (const stxn of group) {
    if ((stxn.lsig?.logic?.length ?? 0) === 0 && !lsigBlank(stxn.lsig)) {
      reject('LogicSig fields without LogicSig program');
    }
    const args = lsigArgsLength(stxn.lsig);
    argsTotal += args;
    if (args > params.logicSigMaxSize) needsPooling = true;
  }
  const pool = group.length * params.logicSigMaxSize;
  if (needsPooling && argsTotal > pool) {
    reject(
      `txgroup had ${argsTotal} bytes of LogicSig args, more than the available size pool of ${pool} bytes ` +
        `(per-LogicSig allowance is ${params.logicSigMaxSize})`,
    );
  }
}
