/**
 * Stateless well-formedness of one transaction: go-algorand `Transaction.WellFormed` (data/transactions/
 * transaction.go and the per-type `wellFormed` of payment.go, keyreg.go, asset.go, heartbeat.go, stateproof.go;
 * app calls in well-formed-app.ts) for consensus V42, plus the per-SignedTxn prechecks of verify/txn.go and the
 * per-txn error wrapping. docs/spec/protocol.md §4.5, §8.3, §8.7.
 *
 * Invariants:
 * - Checks run in upstream's order: the type's own rules, then "non-zero fields of another type", then the header
 *   (range, window, note, incentive pool, zero sender). The first failure wins, so a txn breaking two rules gets
 *   the same message as from algod. Where Go iterates a map (the cross-type check) we use the fixed type order.
 * - Every failure is `AppError('ALGOD_TXN_REJECTED', <bare upstream reason>)`; the caller wraps it with
 *   `wrapInvalid` (below) as algod's verifier does.
 * - Absent, empty and all-zero mean the same thing (the model's invariant), as Go's zero values do.
 * - V42 feature switches are fixed, not parameters: Payouts enabled (the fee sink can never send a payment),
 *   keyreg coherency and state-proof-key checks on, size pricing on (discounted heartbeats may carry no extras).
 *   Application limits are `ConsensusParams.app` (`V42_APP_LIMITS`).
 * - Deviation: heartbeat (`hb`) and state-proof (`stpf`) transactions that pass upstream's stateless rules are still
 *   refused here with upstream's "not supported" texts; this dev-mode node never applies them.
 * - Deviation: upstream wraps per-txn failures as `transaction %+v invalid : %w`, a Go struct dump of the whole
 *   SignedTxn. `wrapInvalid` prints the TxID in braces instead: `transaction {<TXID>} invalid : <reason>`; the part
 *   clients match, `invalid : <reason>`, is identical.
 * - A SignedTxn signed with `pqsig` is verified here, inline, as upstream's stxnCoreChecks does (PQ schemes have no
 *   batch verification): `pq signature validation failed: <reason>` (txn/pq-sig.ts). LogicSigs get upstream's
 *   sanity checks here (appl/lsig-sanity.ts, which also verifies `lsig.pqsig`); their ed25519 signatures and
 *   evaluation come later in submission.
 */
import { isAllZero, bytesEqual } from '../bytes.js';
import { MAX_UINT64, STATE_PROOF_SENDER } from '../crypto/accounts.js';
import { AppError } from '../errors.js';
import { bytesToSign, txId } from '../txn/transaction.js';
import { verifyPqSig } from '../txn/pq-sig.js';
import { authorizer, multisigBlank, pqBlank } from '../txn/signed.js';

export { multisigBlank, pqBlank };
import type { AssetParams, SignedTxn, Transaction, TxType } from '../txn/types.js';
import type { ConsensusParams } from './consensus.js';
import { formatAddress } from './go-format.js';
import { appCallFieldsEmpty, wellFormedAppCall } from './well-formed-app.js';
import { logicSigSanity } from './appl/lsig-sanity.js';

export { V42_APP_LIMITS, type AppLimits } from './consensus.js';

export interface WellFormedContext {
  params: ConsensusParams;
  feeSink: Uint8Array;
  rewardsPool: Uint8Array;
}

/** Throw a rejection with an upstream reason text. */
export function reject(reason: string): never {
  throw new AppError('ALGOD_TXN_REJECTED', reason);
}

/** Go's `==` on two basics.Address values: absent counts as the zero address. */
export function sameAddress(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  return isAllZero(a) ? isAllZero(b) : bytesEqual(a, b);
}

/** Byte length of a Go `string` field carried as bytes or as a JS string (UTF-8). */
export function byteLength(value: Uint8Array | string | undefined): number {
  if (value === undefined) return 0;
  return typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : value.length;
}

/**
 * Stateless checks of one transaction (algod's WellFormed for V42).
 * @throws ALGOD_TXN_REJECTED with the bare upstream reason
 */
export function wellFormed(txn: Transaction, ctx: WellFormedContext): void {
  checkTypeFields(txn, ctx);
  checkForeignTypeFields(txn);
  checkHeader(txn, ctx);
  if (txn.type === 'hb') reject('heartbeat transaction not supported');
  if (txn.type === 'stpf') reject('state proofs not supported');
}

function checkTypeFields(txn: Transaction, ctx: WellFormedContext): void {
  switch (txn.type) {
    case 'pay':
      return checkPayment(txn, ctx);
    case 'keyreg':
      return checkKeyreg(txn, ctx);
    case 'acfg':
      return checkAssetConfig(txn.assetParams ?? {}, ctx.params);
    case 'axfer':
      if ((txn.xferAsset ?? 0n) === 0n && (txn.assetAmount ?? 0n) !== 0n) reject('asset ID cannot be zero');
      if (!isAllZero(txn.assetSender) && !isAllZero(txn.assetCloseTo)) reject('cannot close asset by clawback');
      return;
    case 'afrz':
      if ((txn.freezeAsset ?? 0n) === 0n) reject('asset ID cannot be zero');
      if (isAllZero(txn.freezeAccount)) reject('freeze account cannot be empty');
      return;
    case 'appl':
      return wellFormedAppCall(txn);
    case 'stpf':
      return checkStateProof(txn);
    case 'hb':
      return checkHeartbeat(txn);
    default:
      reject(`unknown tx type ${String(txn.type ?? '')}`);
  }
}

function checkPayment(txn: Transaction, ctx: WellFormedContext): void {
  if (sameAddress(txn.sender, txn.closeRemainderTo)) {
    reject(`transaction cannot close account to its sender ${formatAddress(txn.sender)}`);
  }
  // Payouts are enabled in V42: the fee sink cannot send payments at all.
  if (sameAddress(txn.sender, ctx.feeSink)) reject(`cannot spend from fee sink address ${formatAddress(txn.sender)}`);
}

function checkKeyreg(txn: Transaction, ctx: WellFormedContext): void {
  if (sameAddress(txn.sender, ctx.feeSink)) {
    reject(`cannot register participation key for fee sink's address ${formatAddress(txn.sender)}`);
  }
  const voteFirst = txn.voteFirst ?? 0n;
  const voteLast = txn.voteLast ?? 0n;
  const dilution = txn.voteKeyDilution ?? 0n;
  const noVoteKey = isAllZero(txn.voteKey);
  const noSelectionKey = isAllZero(txn.selectionKey);
  if (voteFirst > voteLast) reject('transaction first voting round need to be less than its last voting round');
  const allClear = noVoteKey && noSelectionKey && dilution === 0n;
  const allSet = !noVoteKey && !noSelectionKey && dilution !== 0n;
  if (!allClear && !allSet) {
    reject('the following transaction fields need to be clear/set together : votekey, selkey, votekd');
  }
  if (dilution === 0n) {
    if (voteFirst !== 0n || voteLast !== 0n) {
      reject('on going offline key registration transaction, the vote first and vote last fields should not be set');
    }
  } else {
    if (voteLast === 0n) reject('transaction tries to register keys to go online, but vote last is set to zero');
    // Go adds in uint64: LastValid+1 wraps to 0 at the maximum round.
    if (voteFirst > (((txn.lastValid ?? 0n) + 1n) & MAX_UINT64)) {
      reject(
        'transaction tries to register keys to go online, but first voting round is beyond the round after last valid round',
      );
    }
  }
  if (txn.nonParticipation === true && !(noVoteKey || noSelectionKey)) {
    reject('transaction tries to register keys to go online, but nonparticipatory flag is set');
  }
  checkStateProofKey(txn, ctx.params, noVoteKey || noSelectionKey);
}

function checkStateProofKey(txn: Transaction, params: ConsensusParams, goingOffline: boolean): void {
  const voteFirst = txn.voteFirst ?? 0n;
  const voteLast = txn.voteLast ?? 0n;
  const period = voteLast > voteFirst ? voteLast - voteFirst : 0n;
  if (params.maxKeyregValidPeriod !== 0n && period > params.maxKeyregValidPeriod) {
    reject('validity period for keyreg transaction is too long');
  }
  const noStateProofKey = isAllZero(txn.stateProofKey);
  if (txn.nonParticipation === true) {
    if (!noStateProofKey) reject('non participation keyreg transactions should contain empty stateProofPK');
    return;
  }
  if (goingOffline) {
    if (!noStateProofKey) reject('offline keyreg transactions should contain empty stateProofPK');
    return;
  }
  if (noStateProofKey) reject('online keyreg transaction cannot have empty field StateProofPK');
}

function checkAssetConfig(ap: AssetParams, params: ConsensusParams): void {
  const name = byteLength(ap.assetName);
  if (name > params.maxAssetNameBytes) {
    reject(`transaction asset name too big: ${name} > ${params.maxAssetNameBytes}`);
  }
  const unit = byteLength(ap.unitName);
  if (unit > params.maxAssetUnitNameBytes) {
    reject(`transaction asset unit name too big: ${unit} > ${params.maxAssetUnitNameBytes}`);
  }
  const url = byteLength(ap.url);
  if (url > params.maxAssetUrlBytes) reject(`transaction asset url too big: ${url} > ${params.maxAssetUrlBytes}`);
  if ((ap.decimals ?? 0) > params.maxAssetDecimals) {
    reject(`transaction asset decimals is too high (max is ${params.maxAssetDecimals})`);
  }
}

function checkStateProof(txn: Transaction): void {
  if (!sameAddress(txn.sender, STATE_PROOF_SENDER)) reject('sender must be the state-proof sender');
  if ((txn.fee ?? 0n) !== 0n) reject('fee must be zero in state-proof transaction');
  if ((txn.note?.length ?? 0) !== 0) reject('note must be empty in state-proof transaction');
  if (!isAllZero(txn.group)) reject('group must be zero in state-proof transaction');
  if (!isAllZero(txn.rekeyTo)) reject('rekey must be zero in state-proof transaction');
  if (!isAllZero(txn.lease)) reject('lease must be zero in state-proof transaction');
}

function checkHeartbeat(txn: Transaction): void {
  const hb = txn.heartbeat;
  if (hb === undefined) reject('heartbeat transaction has no heartbeat fields');
  // V42 prices size, so only a heartbeat claiming the challenge discount is restricted.
  if (hb.challengeDiscount === true) {
    if ((txn.note?.length ?? 0) > 0) reject('tx.Note is set in discounted heartbeat');
    if (!isAllZero(txn.lease)) reject('tx.Lease is set in discounted heartbeat');
    if (!isAllZero(txn.rekeyTo)) reject('tx.RekeyTo is set in discounted heartbeat');
  }
  const p = hb.proof ?? {};
  if ([p.sig, p.pk, p.pk2, p.pk1Sig, p.pk2Sig].every((b) => isAllZero(b))) reject('tx.HbProof is empty');
  if (isAllZero(hb.seed)) reject('tx.HbSeed is empty');
  if (isAllZero(hb.voteId)) reject('tx.HbVoteID is empty');
  if ((hb.keyDilution ?? 0n) === 0n) reject('tx.HbKeyDilution is zero');
}

const FIELD_OWNERS: readonly [TxType, (txn: Transaction) => boolean][] = [
  ['pay', (t) => !isAllZero(t.receiver) || (t.amount ?? 0n) !== 0n || !isAllZero(t.closeRemainderTo)],
  ['keyreg', hasKeyregFields],
  ['acfg', (t) => (t.configAsset ?? 0n) !== 0n || !assetParamsEmpty(t.assetParams)],
  ['axfer', hasAssetTransferFields],
  ['afrz', (t) => !isAllZero(t.freezeAccount) || (t.freezeAsset ?? 0n) !== 0n || t.assetFrozen === true],
  ['appl', (t) => !appCallFieldsEmpty(t)],
  ['stpf', (t) => (t.stateProofType ?? 0n) !== 0n || t.stateProof !== undefined || t.stateProofMessage !== undefined],
  ['hb', (t) => t.heartbeat !== undefined],
];

function hasKeyregFields(t: Transaction): boolean {
  return (
    !isAllZero(t.voteKey) ||
    !isAllZero(t.selectionKey) ||
    !isAllZero(t.stateProofKey) ||
    (t.voteFirst ?? 0n) !== 0n ||
    (t.voteLast ?? 0n) !== 0n ||
    (t.voteKeyDilution ?? 0n) !== 0n ||
    t.nonParticipation === true
  );
}

function hasAssetTransferFields(t: Transaction): boolean {
  return (
    (t.xferAsset ?? 0n) !== 0n ||
    (t.assetAmount ?? 0n) !== 0n ||
    !isAllZero(t.assetSender) ||
    !isAllZero(t.assetReceiver) ||
    !isAllZero(t.assetCloseTo)
  );
}

function assetParamsEmpty(ap: AssetParams | undefined): boolean {
  if (ap === undefined) return true;
  return (
    (ap.total ?? 0n) === 0n &&
    (ap.decimals ?? 0) === 0 &&
    ap.defaultFrozen !== true &&
    byteLength(ap.unitName) === 0 &&
    byteLength(ap.assetName) === 0 &&
    byteLength(ap.url) === 0 &&
    [ap.metadataHash, ap.manager, ap.reserve, ap.freeze, ap.clawback].every((b) => isAllZero(b))
  );
}

function checkForeignTypeFields(txn: Transaction): void {
  for (const [type, hasFields] of FIELD_OWNERS) {
    if (type !== txn.type && hasFields(txn)) {
      reject(`transaction of type ${txn.type ?? ''} has non-zero fields for type ${type}`);
    }
  }
}

function checkHeader(txn: Transaction, ctx: WellFormedContext): void {
  const first = txn.firstValid ?? 0n;
  const last = txn.lastValid ?? 0n;
  if (last < first) reject(`transaction invalid range (${first}--${last})`);
  if (last - first > ctx.params.maxTxnLife) reject(`transaction window size excessive (${first}--${last})`);
  const note = txn.note?.length ?? 0;
  // MaxTxnNoteBytes is only the free allowance in V42 (bytes above it are priced); the absolute cap rejects.
  if (note > ctx.params.maxAbsoluteTxnNoteBytes) {
    reject(`transaction note too big: ${note} > ${ctx.params.maxAbsoluteTxnNoteBytes}`);
  }
  if (sameAddress(txn.sender, ctx.rewardsPool)) reject('transaction from incentive pool is invalid');
  if (isAllZero(txn.sender)) reject('transaction cannot have zero sender');
}

/**
 * The per-txn wrapping of verify/txn.go: `transaction {<TXID>} invalid : <reason>` (TxID instead of Go's struct
 * dump; `{}` if the txn cannot be encoded). Returns the error for the caller to throw.
 */
export function wrapInvalid(stxn: SignedTxn, reason: string): AppError {
  let id = '';
  try {
    id = txId(stxn.txn ?? {});
  } catch {
    // an unencodable txn has no ID; keep the reason
  }
  return new AppError('ALGOD_TXN_REJECTED', `transaction {${id}} invalid : ${reason}`);
}

/**
 * Per-SignedTxn prechecks of verify/txn.go `txnBatchPrep` (V42): `sgnr` ≠ `snd`, exactly one signature kind (a
 * signature-less state proof from the state-proof sender excepted), then the LogicSig sanity check or this node's
 * verification of a PQ signature. Bare reasons; wrap them with `wrapInvalid`. `params` is accepted for symmetry: every switch read here
 * (EnforceAuthAddrSenderDiff, PQ enabled) is fixed in V42. @throws ALGOD_TXN_REJECTED
 */
export function signedTxnChecks(stxn: SignedTxn, params: ConsensusParams): void {
  const txn = stxn.txn ?? {};
  // EnforceAuthAddrSenderDiff (V42)
  if (!isAllZero(stxn.authAddr) && sameAddress(stxn.authAddr, txn.sender)) {
    reject('AuthAddr must be different from Sender');
  }
  const kinds: ('sig' | 'msig' | 'lsig' | 'pqsig')[] = [];
  if (!isAllZero(stxn.sig)) kinds.push('sig');
  if (!multisigBlank(stxn.msig)) kinds.push('msig');
  if ((stxn.lsig?.logic?.length ?? 0) > 0) kinds.push('lsig');
  if (!pqBlank(stxn.pqsig)) kinds.push('pqsig');
  if (kinds.length === 0) {
    if (txn.type === 'stpf' && sameAddress(txn.sender, STATE_PROOF_SENDER)) return;
    reject('signedtxn has no sig');
  }
  if (kinds.length > 1) reject('signedtxn should have only one type of signature');
  if (kinds[0] === 'lsig') {
    const reason = logicSigSanity(stxn, params);
    if (reason !== undefined) reject(reason);
  }
  if (kinds[0] === 'pqsig') {
    const reason = verifyPqSig(stxn.pqsig, bytesToSign(txn), authorizer(stxn));
    if (reason !== undefined) reject(`pq signature validation failed: ${reason}`);
  }
}
