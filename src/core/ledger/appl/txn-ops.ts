/**
 * Transaction, group and global field ops: `txn* gtxn* itxn* gitxn* global gload* gaid*` (upstream logic
 * `opTxnImpl` and friends, `opGlobal`, `opGloadImpl`, `opGaidImpl`).
 *
 * Invariants:
 * - Every form funnels into `readTxn` so that the index checks and texts are the same for all of them.
 * - Effects fields of the group can only be read from earlier transactions; `itxn` reads the last inner
 *   transaction and `gitxn` the last inner group of the running app call (its `evalDelta.innerTxns`).
 */
import { RunMode, SCRATCH_SLOTS, type Machine, type OpFn, type StackValue } from '../../avm/index.js';
import type { SignedTxnWithAD } from '../../txn/types.js';
import type { AppProgram } from './context.js';
import { globalFieldValue } from './global-fields.js';
import { txnFieldSpec, txnFieldValue } from './txn-fields.js';
import { lastInnerGroup } from './txn-ids.js';

type Source = 'group' | 'inner' | 'innerGroup';

function readTxn(
  m: Machine<AppProgram>,
  gi: bigint,
  source: Source,
  encoding: number,
  ai: bigint | undefined,
): StackValue | string {
  const ctx = m.context;
  const spec = txnFieldSpec(encoding, m.version, ai !== undefined);
  if (typeof spec === 'string') return spec;
  let group: readonly SignedTxnWithAD[];
  if (source === 'group') {
    if (
      ['Logs', 'NumLogs', 'LastLog', 'CreatedAssetID', 'CreatedApplicationID'].includes(spec.name) &&
      gi >= BigInt(ctx.groupIndex)
    ) {
      if (m.mode === RunMode.Signature) return `txn[${spec.name}] not allowed in current mode`;
      return `txn effects can only be read from past txns ${gi} ${ctx.groupIndex}`;
    }
    group = ctx.group.txns;
  } else {
    const inners = ctx.txn.evalDelta?.innerTxns ?? [];
    group = source === 'inner' ? inners.slice(-1) : lastInnerGroup(inners);
  }
  if (gi >= BigInt(group.length)) return `txn index ${gi}, len(group) is ${group.length}`;
  const index = Number(gi);
  return txnFieldValue(m, group[index]!, index, spec, ai, source !== 'group');
}

const imm = (m: Machine<AppProgram>, offset: number): number => m.program[m.pc + offset]!;
const popUint = (m: Machine<AppProgram>): bigint => m.stack.pop() as bigint;

function push(m: Machine<AppProgram>, value: StackValue | string): string | undefined {
  if (typeof value === 'string') return value;
  m.stack.push(value);
  return undefined;
}

const opTxn: OpFn<AppProgram> = (m) => push(m, readTxn(m, BigInt(m.context.groupIndex), 'group', imm(m, 1), undefined));
const opTxna: OpFn<AppProgram> = (m) =>
  push(m, readTxn(m, BigInt(m.context.groupIndex), 'group', imm(m, 1), BigInt(imm(m, 2))));
const opTxnas: OpFn<AppProgram> = (m) =>
  push(m, readTxn(m, BigInt(m.context.groupIndex), 'group', imm(m, 1), popUint(m)));
const opGtxn: OpFn<AppProgram> = (m) => push(m, readTxn(m, BigInt(imm(m, 1)), 'group', imm(m, 2), undefined));
const opGtxna: OpFn<AppProgram> = (m) => push(m, readTxn(m, BigInt(imm(m, 1)), 'group', imm(m, 2), BigInt(imm(m, 3))));
const opGtxnas: OpFn<AppProgram> = (m) => push(m, readTxn(m, BigInt(imm(m, 1)), 'group', imm(m, 2), popUint(m)));
const opGtxns: OpFn<AppProgram> = (m) => push(m, readTxn(m, popUint(m), 'group', imm(m, 1), undefined));
const opGtxnsa: OpFn<AppProgram> = (m) => push(m, readTxn(m, popUint(m), 'group', imm(m, 1), BigInt(imm(m, 2))));
const opGtxnsas: OpFn<AppProgram> = (m) => {
  const ai = popUint(m);
  return push(m, readTxn(m, popUint(m), 'group', imm(m, 1), ai));
};
const opItxn: OpFn<AppProgram> = (m) => push(m, readTxn(m, 0n, 'inner', imm(m, 1), undefined));
const opItxna: OpFn<AppProgram> = (m) => push(m, readTxn(m, 0n, 'inner', imm(m, 1), BigInt(imm(m, 2))));
const opItxnas: OpFn<AppProgram> = (m) => push(m, readTxn(m, 0n, 'inner', imm(m, 1), popUint(m)));
const opGitxn: OpFn<AppProgram> = (m) => push(m, readTxn(m, BigInt(imm(m, 1)), 'innerGroup', imm(m, 2), undefined));
const opGitxna: OpFn<AppProgram> = (m) =>
  push(m, readTxn(m, BigInt(imm(m, 1)), 'innerGroup', imm(m, 2), BigInt(imm(m, 3))));
const opGitxnas: OpFn<AppProgram> = (m) => push(m, readTxn(m, BigInt(imm(m, 1)), 'innerGroup', imm(m, 2), popUint(m)));

function gload(m: Machine<AppProgram>, gi: bigint, slot: bigint, name: string): StackValue | string {
  const ctx = m.context;
  const txns = ctx.group.txns;
  if (gi >= BigInt(txns.length)) return `${name} lookup TxnGroup[${gi}] but it only has ${txns.length}`;
  if (slot >= BigInt(SCRATCH_SLOTS)) {
    return name === 'gloadss' ? `gloadss scratch index >= 256 (${slot})` : `invalid Scratch index ${slot}`;
  }
  const index = Number(gi);
  if (txns[index]!.txn?.type !== 'appl') return `can't use ${name} on non-app call txn with index ${index}`;
  if (index === ctx.groupIndex) return `can't use ${name} on self, use load instead`;
  if (index > ctx.groupIndex) return `${name} can't get future scratch space from txn with index ${index}`;
  const scratch = ctx.group.pastScratch[index];
  if (scratch === undefined) return `${name} lookup of txn ${index} that did not run a program`;
  return scratch[Number(slot)]!;
}

const opGload: OpFn<AppProgram> = (m) => push(m, gload(m, BigInt(imm(m, 1)), BigInt(imm(m, 2)), 'gload'));
const opGloads: OpFn<AppProgram> = (m) => push(m, gload(m, popUint(m), BigInt(imm(m, 1)), 'gloads'));
const opGloadss: OpFn<AppProgram> = (m) => {
  const slot = popUint(m);
  return push(m, gload(m, popUint(m), slot, 'gloadss'));
};

function gaid(m: Machine<AppProgram>, gi: bigint, name: string): StackValue | string {
  const ctx = m.context;
  const txns = ctx.group.txns;
  if (gi >= BigInt(txns.length)) return `${name} lookup TxnGroup[${gi}] but it only has ${txns.length}`;
  const index = Number(gi);
  if (index > ctx.groupIndex) {
    return `${name} can't get creatable ID of txn ahead of the current one (index ${index}) in the transaction group`;
  }
  if (index === ctx.groupIndex) {
    return `${name} is only for accessing creatable IDs of previous txns, use \`global CurrentApplicationID\` instead to access the current app's creatable ID`;
  }
  const entry = txns[index]!;
  if (entry.txn?.type !== 'appl' && entry.txn?.type !== 'acfg') {
    return `can't use ${name} on txn that is not an app call nor an asset config txn with index ${index}`;
  }
  if (entry.configAsset !== undefined && entry.configAsset !== 0n) return entry.configAsset;
  if (entry.applicationId !== undefined && entry.applicationId !== 0n) return entry.applicationId;
  return `${name}: index ${index} did not create anything`;
}

const opGaid: OpFn<AppProgram> = (m) => push(m, gaid(m, BigInt(imm(m, 1)), 'gaid'));
const opGaids: OpFn<AppProgram> = (m) => push(m, gaid(m, popUint(m), 'gaids'));

const opGlobal: OpFn<AppProgram> = (m) => push(m, globalFieldValue(m, imm(m, 1)));

export const TXN_OPS: Readonly<Record<string, OpFn<AppProgram>>> = {
  txn: opTxn,
  txna: opTxna,
  txnas: opTxnas,
  gtxn: opGtxn,
  gtxna: opGtxna,
  gtxnas: opGtxnas,
  gtxns: opGtxns,
  gtxnsa: opGtxnsa,
  gtxnsas: opGtxnsas,
  itxn: opItxn,
  itxna: opItxna,
  itxnas: opItxnas,
  gitxn: opGitxn,
  gitxna: opGitxna,
  gitxnas: opGitxnas,
  gload: opGload,
  gloads: opGloads,
  gloadss: opGloadss,
  gaid: opGaid,
  gaids: opGaids,
  global: opGlobal,
};
