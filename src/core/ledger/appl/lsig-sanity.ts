/**
 * Logic-signature checks that need no evaluation (go-algorand verify/txn.go `logicSigSanityCheckBatchPrep`,
 * logic `CheckSignature`). Evaluation is lsig.ts.
 *
 * Invariants:
 * - The sanity check (program present, size, version, static check, delegation kind) verifies no ed25519
 *   signature: those are returned as checks for the caller's batched verifier, so they coalesce with the group's
 *   other ed25519 checks on the worker pool. A PQ delegation (`lsig.pqsig`, over "PQProgram" ‖ authorizer ‖
 *   program) is verified in the sanity check itself, as upstream does.
 * - Failures are bare reasons: the caller wraps them like WellFormed's.
 * - Imports nothing of the op set, so the stateless checks (well-formed.ts) can use it without a cycle.
 */
import { checkProgram, RunMode } from '../../avm/index.js';
import { logicSigAddress } from '../../crypto/accounts.js';
import { Prefix } from '../../crypto/prefixes.js';
import { bytesEqual, isAllZero } from '../../bytes.js';
import { multisigSigChecks, type SigCheck } from '../../txn/multisig.js';
import { verifyPqSig } from '../../txn/pq-sig.js';
import { authorizer, multisigBlank, pqBlank } from '../../txn/signed.js';
import type { SignedTxn } from '../../txn/types.js';
import type { ConsensusParams } from '../consensus.js';
import { readUvarintInto } from '../../go/varint.js';

/** Largest logic-sig program (MaxAbsoluteLogicSigProgramSize, V42). */
const MAX_LOGIC_SIG_PROGRAM = 16_000;

/** Upstream's sanity check of one logic sig; a bare reason on failure. */
export function logicSigSanity(stxn: SignedTxn, params: ConsensusParams): string | undefined {
  const lsig = stxn.lsig ?? {};
  const logic = lsig.logic ?? new Uint8Array(0);
  if (logic.length === 0) return 'LogicSig.Logic empty';
  if (logic.length > MAX_LOGIC_SIG_PROGRAM)
    return `LogicSig.Logic too long. max size is ${MAX_LOGIC_SIG_PROGRAM} bytes`;
  const header = { value: 0n, length: 0 };
  readUvarintInto(logic, 0, header);
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
  const kinds = [
    !isAllZero(lsig.sig),
    !multisigBlank(lsig.msig),
    !multisigBlank(lsig.lmsig),
    !pqBlank(lsig.pqsig),
  ].filter(Boolean);
  if (kinds.length === 0) {
    return bytesEqual(logicSigAddress(logic), authorizer(stxn))
      ? undefined
      : 'LogicNot signed and not a Logic-only account';
  }
  if (kinds.length > 1) return 'LogicSig should have only one type of delegation signature';
  if (!pqBlank(lsig.pqsig)) {
    // PQ schemes have no batch verification: checked here, as upstream does in this step
    const signer = authorizer(stxn);
    const message = Buffer.concat([Prefix.PostQuantumDelegatedProgram, signer, logic]);
    const reason = verifyPqSig(lsig.pqsig, message, signer);
    return reason === undefined ? undefined : `pq delegated logic signature validation failed: ${reason}`;
  }
  if (!multisigBlank(lsig.msig)) return 'LogicSig Msig field not supported in this consensus version';
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
  const signer = authorizer(stxn);
  if (!isAllZero(lsig.sig)) {
    return [{ publicKey: signer, message: Buffer.concat([Prefix.Program, logic]), signature: lsig.sig! }];
  }
  if (!multisigBlank(lsig.lmsig)) {
    return multisigSigChecks(Buffer.concat([Prefix.MultisigProgram, signer, logic]), signer, lsig.lmsig!);
  }
  return [];
}
