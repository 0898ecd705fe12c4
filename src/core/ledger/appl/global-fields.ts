/**
 * `global` fields (upstream logic `opGlobal`, `globalFieldToValue`).
 *
 * Invariants:
 * - A field unknown to the program's version fails with `invalid global field F`; an application-only field in
 *   signature mode with `global[F] not allowed in current mode`.
 * - Values come from the consensus parameters, the group and the running app; nothing is invented: a field whose
 *   data the host lacks fails with a text naming it.
 */
import { RunMode, uintOf, type Machine, type StackValue } from '../../avm/index.js';
import { applicationAddress } from '../../crypto/accounts.js';
import { opFields, type FieldData } from '../../teal/spec.js';
import type { AppProgram } from './context.js';

const ZERO_ADDRESS = new Uint8Array(32);

const FIELDS: ReadonlyMap<number, FieldData> = opFields('global');

function creatorOf(m: Machine<AppProgram>): StackValue | string {
  const ctx = m.context;
  const creator = ctx.group.state?.creatable(ctx.appId);
  return creator?.kind === 'app' ? creator.creator : 'No params for current app';
}

function appValue(m: Machine<AppProgram>, name: string): StackValue | string | undefined {
  const ctx = m.context;
  const caller = ctx.group.caller;
  switch (name) {
    case 'Round':
      return ctx.group.round;
    case 'LatestTimestamp': {
      const stamp = ctx.group.latestTimestamp;
      return stamp < 0n ? `latest timestamp ${stamp} < 0` : stamp;
    }
    case 'CurrentApplicationID':
      return ctx.appId;
    case 'CurrentApplicationAddress':
      return ctx.appAddress;
    case 'CreatorAddress':
      return creatorOf(m);
    case 'CallerApplicationID':
      return caller?.appId ?? 0n;
    case 'CallerApplicationAddress':
      return caller === undefined ? ZERO_ADDRESS : applicationAddress(caller.appId);
    default:
      return undefined;
  }
}

function protocolValue(m: Machine<AppProgram>, name: string): StackValue | undefined {
  const { params, txns, genesisHash } = m.context.group;
  switch (name) {
    case 'MinTxnFee':
      return params.minTxnFee;
    case 'MinBalance':
    case 'AssetCreateMinBalance':
    case 'AssetOptInMinBalance':
      return params.minBalance;
    case 'MaxTxnLife':
      return params.maxTxnLife;
    case 'ZeroAddress':
      return ZERO_ADDRESS;
    case 'GroupSize':
      return uintOf(txns.length);
    case 'LogicSigVersion':
      return uintOf(params.app.logicSigVersion);
    case 'GroupID':
      return m.context.txn.txn?.group ?? ZERO_ADDRESS;
    case 'OpcodeBudget':
      return uintOf(Math.max(0, m.remainingBudget()));
    case 'GenesisHash':
      return genesisHash;
    case 'PayoutsEnabled':
      return params.payoutsEnabled ? 1n : 0n;
    case 'PayoutsGoOnlineFee':
      return params.payoutsGoOnlineFee;
    case 'PayoutsPercent':
      return params.payoutsPercent;
    case 'PayoutsMinBalance':
      return params.payoutsMinBalance;
    case 'PayoutsMaxBalance':
      return params.payoutsMaxBalance;
    default:
      return undefined;
  }
}

/** The value of global field `encoding`, or upstream's error text. */
export function globalFieldValue(m: Machine<AppProgram>, encoding: number): StackValue | string {
  const field = FIELDS.get(encoding);
  if (field === undefined || (field.version ?? 1) > m.version)
    return `invalid global field ${field?.name ?? `GlobalField(${encoding})`}`;
  if (((field.modes ?? 3) & m.mode) === 0) return `global[${field.name}] not allowed in current mode`;
  if (m.mode === RunMode.Application) {
    const value = appValue(m, field.name);
    if (value !== undefined) return value;
  }
  return protocolValue(m, field.name) ?? `invalid global field ${field.name}`;
}
