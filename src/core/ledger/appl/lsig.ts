/**
 * Logic signatures on submission (go-algorand verify/txn.go `logicSigSanityCheckBatchPrep`, `logicSigVerify`;
 * logic `CheckSignature`, `EvalSignature`).
 *
 * Invariants:
 * - The sanity check (program present, size, version, static check, delegation kind) needs no signature
 *   verification; delegation signatures are returned as checks for the caller's batched verifier, so they
 *   coalesce with the group's other ed25519 checks on the worker pool.
 * - Evaluation runs every logic sig of the group in signature mode on one pooled budget
 *   (LogicSigMaxCost × group size); signature mode cannot read ledger state, so the group has none.
 * - Texts are upstream's; sanity failures are bare reasons (the caller wraps them like WellFormed's), evaluation
 *   failures come back whole: `transaction TXID: rejected by logic err=… Details: pc=N` or `… : rejected by logic`.
 */
import { checkProgram, evaluate, formatLogicSigEvalError, RunMode } from '../../avm/index.js';
import { logicSigAddress } from '../../crypto/accounts.js';
import { encodeDigest } from '../../crypto/address.js';
import { Prefix } from '../../crypto/prefixes.js';
import { bytesEqual, isAllZero } from '../../bytes.js';
import { multisigSigChecks, type SigCheck } from '../../txn/multisig.js';
import type { MultisigSig, SignedTxn, SignedTxnWithAD } from '../../txn/types.js';
import type { ConsensusParams } from '../consensus.js';
import { readUvarint } from '../../avm/varint.js';
import type { AppGroup } from './context.js';
import { newAppGroup } from './group.js';
import { appProgram } from './run.js';
import { APPL_OPS } from './op-set.js';

/** Largest logic-sig program (MaxAbsoluteLogicSigProgramSize, V42). */
export const MAX_LOGIC_SIG_PROGRAM = 16_000;

const msigBlank = (m: MultisigSig | undefined): boolean =>
  (m?.version ?? 0) === 0 && (m?.threshold ?? 0) === 0 && (m?.subsigs?.length ?? 0) === 0;

/** The authorizer: `sgnr` when set, else the sender. */
function authorizerOf(stxn: SignedTxn): Uint8Array {
  return !isAllZero(stxn.authAddr) ? stxn.authAddr! : (stxn.txn?.sender ?? new Uint8Array(32));
}

/** Upstream's sanity check of one logic sig; a bare reason on failure. */
export function logicSigSanity(stxn: SignedTxn, params: ConsensusParams): string | undefined {
  const lsig = stxn.lsig ?? {};
  const logic = lsig.logic ?? new Uint8Array(0);
  if (logic.length === 0) return 'LogicSig.Logic empty';
  if (logic.length > MAX_LOGIC_SIG_PROGRAM) return `LogicSig.Logic too long. max size is ${MAX_LOGIC_SIG_PROGRAM} bytes`;
  const header = { value: 0n, length: 0 };
  readUvarint(logic, 0, header);
  if (header.length <= 0) return 'LogicSig.Logic bad version';
  if (header.value > BigInt(params.app.logicSigVersion)) return 'LogicSig.Logic version too new';
  const failure = checkProgram({
    program: logic,
    mode: RunMode.Signature,
    protocolVersion: params.app.logicSigVersion,
    budget: { remaining: params.app.logicSigMaxCost },
    lsigArgs: lsig.args ?? [],
  });
  if (failure !== undefined) return failure.message;
  const kinds = [!isAllZero(lsig.sig), !msigBlank(lsig.msig), !msigBlank(lsig.lmsig), lsig.pqsig !== undefined].filter(Boolean);
  if (kinds.length === 0) {
    return bytesEqual(logicSigAddress(logic), authorizerOf(stxn)) ? undefined : 'LogicNot signed and not a Logic-only account';
  }
  if (kinds.length > 1) return 'LogicSig should have only one type of delegation signature';
  if (lsig.pqsig !== undefined) return 'pq delegated logic signature validation failed: Falcon-1024 signatures are not supported by this node';
  if (!msigBlank(lsig.msig)) return 'LogicSig Msig field not supported in this consensus version';
  return undefined;
}

/**
 * The ed25519 checks of a delegated logic sig (none for an escrow): `sig` over "Program" ‖ program by the
 * authorizer, or `lmsig` over "MsigProgram" ‖ authorizer ‖ program. Call after `logicSigSanity` passed.
 * @throws CORE_BAD_SIGNATURE-style AppError from multisigSigChecks (`Invalid address`, …); callers wrap it
 */
export function logicSigChecks(stxn: SignedTxn): SigCheck[] {
  const lsig = stxn.lsig ?? {};
  const logic = lsig.logic ?? new Uint8Array(0);
  const authorizer = authorizerOf(stxn);
  if (!isAllZero(lsig.sig)) {
    return [{ publicKey: authorizer, message: Buffer.concat([Prefix.Program, logic]), signature: lsig.sig! }];
  }
  if (!msigBlank(lsig.lmsig)) {
    return multisigSigChecks(Buffer.concat([Prefix.MultisigProgram, authorizer, logic]), authorizer, lsig.lmsig!);
  }
  return [];
}

/** A signature-mode group: no ledger state, pooled logic-sig budget. */
export function logicSigGroup(txns: readonly SignedTxn[], params: ConsensusParams, genesisHash: Uint8Array): AppGroup {
  const entries: SignedTxnWithAD[] = txns.map((stxn) => ({ ...stxn }));
  return newAppGroup({
    params,
    txns: entries,
    round: 0n,
    latestTimestamp: 0n,
    genesisHash,
    specials: { feeSink: new Uint8Array(32), rewardsPool: new Uint8Array(32) },
    state: undefined,
  });
}

/** Evaluate the logic sig of `group.txns[index]`; undefined when it approves, else upstream's text. */
export function runLogicSig(group: AppGroup, index: number, txid: Uint8Array): string | undefined {
  const stxn = group.txns[index]!;
  const lsig = stxn.lsig ?? {};
  const result = evaluate({
    program: lsig.logic ?? new Uint8Array(0),
    mode: RunMode.Signature,
    protocolVersion: group.params.app.logicSigVersion,
    budget: group.lsigBudget,
    lsigArgs: lsig.args ?? [],
    ops: APPL_OPS,
    context: appProgram(group, index, 0n, false),
    ...(group.tracer === undefined ? {} : { tracer: group.tracer }),
  });
  const id = encodeDigest(txid);
  if (result.error !== undefined) return `transaction ${id}: ${formatLogicSigEvalError(result.error)}`;
  return result.pass ? undefined : `transaction ${id}: rejected by logic`;
}
