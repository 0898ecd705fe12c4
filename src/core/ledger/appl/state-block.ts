/**
 * Consensus-facing reads: `voter_params_get`, `online_stake` and `block` (upstream logic `opVoterParamsGet`,
 * `opOnlineStake`, `opBlock`, `availableRound`).
 *
 * Invariants:
 * - Voter data is the account's agreement data; this node has no balance-round lookback, so it is read from the
 *   account's current record: an online account (status 1) votes with its balance, any other account reads as
 *   zero. The exists flag is "voting balance > 0".
 * - `online_stake` reads `AppGroup.onlineStake` (the ledger's online total, supplied by whoever builds the group).
 * - `block` reaches rounds [max(1, LastValid - MaxTxnLife - 1), FirstValid - 1] of the running transaction, and
 *   only those whose header the group can supply; it works in both modes.
 */
import { boolValue, type Machine, type OpFn, type StackValue } from '../../avm/index.js';
import { opFields } from '../../teal/spec.js';
import type { BlockHeader } from '../../txn/block.js';
import type { AppProgram } from './context.js';
import { resolveAccount } from './resources.js';

const ONLINE = 1;
const ZERO32 = new Uint8Array(32);
const ZERO64 = new Uint8Array(64);
const MAX_UINT64 = (1n << 64n) - 1n;

const VOTER = opFields('voter_params_get');
const BLOCK = opFields('block');

const opVoterParamsGet: OpFn<AppProgram> = (m) => {
  const acct = resolveAccount(m, m.stack.pop()!, 'read');
  if (typeof acct === 'string') return acct;
  const encoding = m.program[m.pc + 1]!;
  const spec = VOTER.get(encoding);
  if (spec === undefined || (spec.version ?? 1) > m.version) return `invalid voter_params_get field ${encoding}`;
  const record = m.context.group.state?.account(acct.address);
  const online = record?.status === ONLINE;
  const stake = online ? (record?.microAlgos ?? 0n) : 0n;
  const value = spec.name === 'VoterBalance' ? stake : boolValue(online && record?.incentiveEligible === true);
  m.stack.push(value, boolValue(stake > 0n));
  return undefined;
};

const opOnlineStake: OpFn<AppProgram> = (m) => {
  m.stack.push(m.context.group.onlineStake ?? 0n);
  return undefined;
};

/** The round `r` if the running transaction may read it (upstream availableRound), else the error text. */
function availableRound(m: Machine<AppProgram>, r: bigint): bigint | string {
  const txn = m.context.txn.txn ?? {};
  const firstValid = txn.firstValid ?? 0n;
  const lastValid = txn.lastValid ?? 0n;
  let first = (lastValid - m.context.group.params.maxTxnLife - 1n) & MAX_UINT64;
  if (first > lastValid || first === 0n) first = 1n;
  const last = firstValid === 0n ? 0n : firstValid - 1n;
  return first > r || r > last ? `round ${r} is not available. It's outside [${first}-${last}]` : r;
}

const u = (v: bigint | undefined): bigint => v ?? 0n;

function blockValue(name: string, round: bigint, h: BlockHeader): StackValue | string {
  switch (name) {
    case 'BlkSeed':
      return h.seed ?? ZERO32;
    case 'BlkTimestamp':
      return u(h.timestamp) < 0n ? `block(${round}) timestamp ${u(h.timestamp)} < 0` : u(h.timestamp);
    case 'BlkProposer':
      return h.proposer ?? ZERO32;
    case 'BlkFeesCollected':
      return u(h.feesCollected);
    case 'BlkBonus':
      return u(h.bonus);
    case 'BlkBranch':
      return h.branch ?? ZERO32;
    case 'BlkFeeSink':
      return h.feeSink ?? ZERO32;
    case 'BlkProtocol':
      return Buffer.from(h.currentProtocol ?? '', 'utf8');
    case 'BlkTxnCounter':
      return u(h.txnCounter);
    case 'BlkProposerPayout':
      return u(h.proposerPayout);
    case 'BlkBranch512':
      return h.branch512 ?? ZERO64;
    case 'BlkSha512_256TxnCommitment':
      return h.txnCommitment ?? ZERO32;
    case 'BlkSha256TxnCommitment':
      return h.sha256Commitment ?? ZERO32;
    case 'BlkSha512TxnCommitment':
      return h.sha512Commitment ?? ZERO64;
    default:
      return `invalid block field ${name}`;
  }
}

const opBlock: OpFn<AppProgram> = (m) => {
  const round = availableRound(m, m.stack.pop() as bigint);
  if (typeof round === 'string') return round;
  const encoding = m.program[m.pc + 1]!;
  const spec = BLOCK.get(encoding);
  if (spec === undefined) return `invalid block field BlockField(${encoding})`;
  if ((spec.version ?? 1) > m.version) return `invalid block field ${spec.name}`;
  const group = m.context.group;
  const header = round < group.round ? group.blockHeader(round) : undefined;
  if (header === undefined)
    return `ledger does not have entry ${round} (latest ${group.round - 1n}, committed ${group.round - 1n})`;
  const value = blockValue(spec.name, round, header);
  if (typeof value === 'string') return value;
  m.stack.push(value);
  return undefined;
};

export const BLOCK_OPS: Readonly<Record<string, OpFn<AppProgram>>> = {
  voter_params_get: opVoterParamsGet,
  online_stake: opOnlineStake,
  block: opBlock,
};
