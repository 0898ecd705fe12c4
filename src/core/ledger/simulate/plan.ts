/**
 * From a decoded simulate request to the group to evaluate (upstream Simulator.Simulate up to `check`): request
 * validation, the evaluation overrides, and fix-signers' first pass.
 *
 * Invariants:
 * - Validation order and texts are upstream's: FixSigners needs AllowEmptySignatures; exactly one group; the round
 *   must be the latest (docs/compat.md); trace sub-options need `enable`, and tracing needs the developer API.
 *   The handler's checks (empty group, group size) come first, in the service.
 * - `original` is what the client sent (reported in `txn-result`); `group` is what is evaluated: the same
 *   transactions, with `sgnr` rewritten by fix-signers for those that carry no signature.
 * - A transaction "needs a synthetic signature" when it carries none at all (upstream !HasSignature): with
 *   allow-empty-signatures it skips signature checks, and only such transactions are fixed.
 */
import { isAllZero } from '../../bytes.js';
import { sha512_256 } from '../../crypto/hash.js';
import { Prefix } from '../../crypto/prefixes.js';
import { encodeMsgpack } from '../../codec/msgpack.js';
import { AppError } from '../../errors.js';
import { multisigBlank, pqBlank } from '../../txn/signed.js';
import { transactionSchema } from '../../txn/schemas.js';
import type { SignedTxn } from '../../txn/types.js';
import type { ConsensusParams } from '../consensus.js';
import type { PreparedTxn } from '../evaluator.js';
import { addressKey } from '../state.js';
import type { SimulateRequest } from './request.js';
import type { EvalOverrides, ExecTraceConfig } from './response.js';

/** Upstream MaxExtraOpcodeBudget: 20000 × 16. */
export const MAX_EXTRA_OPCODE_BUDGET = 320_000;
/** Upstream's limits under allow-more-logging: bounds.MaxLogCalls (the largest MaxAppProgramLen) and LogBytesLimit. */
const MORE_LOG_CALLS = 2048;
const MORE_LOG_SIZE = 65_536;

export interface SimulationEnv {
  readonly params: ConsensusParams;
  readonly latestRound: bigint;
  readonly developerApi: boolean;
  readonly genesisHash: Uint8Array;
  readonly feeSink: Uint8Array;
  readonly rewardsPool: Uint8Array;
  /** `spend` of an account in the latest state (undefined: none or not rekeyed) */
  authAddrOf(address: Uint8Array): Uint8Array | undefined;
}

export interface SimulationPlan {
  readonly original: readonly SignedTxn[];
  readonly group: readonly PreparedTxn[];
  readonly synthetic: readonly boolean[];
  readonly overrides: EvalOverrides;
  readonly config: ExecTraceConfig;
  readonly extraBudget: number;
  readonly maxLogCalls: number | undefined;
  readonly maxLogSize: number | undefined;
  readonly lastRound: bigint;
}

const bad = (text: string): AppError => new AppError('ALGOD_BAD_REQUEST', text);

/** upstream SignedTxn.HasSignature */
export function hasSignature(stxn: SignedTxn): boolean {
  const lsig = stxn.lsig;
  const lsigBlank =
    lsig === undefined ||
    ((lsig.logic?.length ?? 0) === 0 &&
      (lsig.args?.length ?? 0) === 0 &&
      isAllZero(lsig.sig) &&
      multisigBlank(lsig.msig) &&
      multisigBlank(lsig.lmsig) &&
      pqBlank(lsig.pqsig));
  return !isAllZero(stxn.sig) || !multisigBlank(stxn.msig) || !lsigBlank || !pqBlank(stxn.pqsig);
}

function prepared(stxn: SignedTxn): PreparedTxn {
  const txnBytes = encodeMsgpack(transactionSchema, stxn.txn ?? {});
  return { stxn, txnBytes, txid: sha512_256(Prefix.Transaction, txnBytes) };
}

function validateConfig(config: ExecTraceConfig, developerApi: boolean): void {
  if (!developerApi && config.enable === true) {
    throw bad(
      'the local configuration of the node has `EnableDeveloperAPI` turned off, while requesting for execution trace',
    );
  }
  if (config.enable === true) return;
  if (config.stackChange === true) throw bad('basic trace must be enabled when enabling stack tracing');
  if (config.scratchChange === true) throw bad('basic trace must be enabled when enabling scratch slot change tracing');
  if (config.stateChange === true) throw bad('basic trace must be enabled when enabling app state change tracing');
}

/** Upstream's first fix-signers pass: up to and including the first app call, from the latest state. */
function fixSigners(group: SignedTxn[], synthetic: readonly boolean[], env: SimulationEnv): void {
  const rekeyed = new Map<string, Uint8Array>();
  for (const [i, stxn] of group.entries()) {
    const txn = stxn.txn ?? {};
    const sender = txn.sender ?? new Uint8Array(32);
    if (synthetic[i] === true) {
      const auth = rekeyed.get(addressKey(sender)) ?? env.authAddrOf(sender);
      if (auth === undefined || isAllZero(auth) || Buffer.compare(auth, sender) === 0) delete stxn.authAddr;
      else stxn.authAddr = auth;
    }
    if (txn.type === 'appl') break;
    if (!isAllZero(txn.rekeyTo)) rekeyed.set(addressKey(sender), txn.rekeyTo!);
  }
}

/** Validate the request and build the group to evaluate. @throws ALGOD_BAD_REQUEST, ALGOD_INTERNAL (round) */
export function planSimulation(request: SimulateRequest, env: SimulationEnv): SimulationPlan {
  const allowEmpty = request.allowEmptySignatures === true;
  const fix = request.fixSigners === true;
  if (fix && !allowEmpty) throw bad('FixSigners requires AllowEmptySignatures to be enabled');
  const groups = request.txnGroups ?? [];
  if (groups.length !== 1) throw bad(`expected 1 transaction group, got ${groups.length}`);
  const round = request.round ?? 0n;
  if (round !== 0n && round !== env.latestRound) {
    const text =
      round > env.latestRound
        ? `ledger does not have entry ${round} (latest ${env.latestRound}, committed ${env.latestRound})`
        : `round ${round} before dbRound ${env.latestRound}`;
    throw new AppError('ALGOD_INTERNAL', text);
  }
  const config = request.execTraceConfig ?? {};
  validateConfig(config, env.developerApi);
  const original = groups[0]!.txns ?? [];
  const synthetic = original.map((s) => allowEmpty && !hasSignature(s));
  const group = original.map((s) => ({ ...s }));
  if (fix) fixSigners(group, synthetic, env);
  const more = request.allowMoreLogging === true;
  const extraBudget = Number(request.extraOpcodeBudget ?? 0n);
  const overrides: EvalOverrides = {};
  if (allowEmpty) overrides.allowEmptySignatures = true;
  if (request.allowUnnamedResources === true) overrides.allowUnnamedResources = true;
  if (more) {
    overrides.maxLogCalls = BigInt(MORE_LOG_CALLS);
    overrides.maxLogSize = BigInt(MORE_LOG_SIZE);
  }
  if (extraBudget > 0) overrides.extraOpcodeBudget = BigInt(extraBudget);
  if (fix) overrides.fixSigners = true;
  return {
    original,
    group: group.map(prepared),
    synthetic,
    overrides,
    config,
    extraBudget,
    maxLogCalls: more ? MORE_LOG_CALLS : undefined,
    maxLogSize: more ? MORE_LOG_SIZE : undefined,
    lastRound: env.latestRound,
  };
}
