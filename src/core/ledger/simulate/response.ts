/**
 * The response of `POST /v2/transactions/simulate` (upstream PreEncodedSimulateResponse and the REST models it
 * nests: SimulationTransactionExecTrace, SimulationOpcodeTraceUnit, SimulateUnnamedResourcesAccessed,
 * SimulateInitialStates …), as one schema tree that drives both the msgpack and the E2 JSON rendering, like the
 * pending-transaction record it embeds (`txn-result`).
 *
 * Invariants:
 * - Keys are upstream's codec/json tags. Fields declared without omitempty upstream are Omit.NEVER: `version`,
 *   `last-round`, `txn-groups`, `txn-results`, `txn-result`, `pc`, `slot`, `new-value` (of a scratch change),
 *   `type`, `key`, `value`, `kvs`, `operation`, `app-state-type`, `id`, `app`, `name`, `account`, `asset` of
 *   references. Everything else is omitted when empty (Go pointers set to nil for zero values).
 * - Addresses are text; program hashes, keys, names and byte values are byte strings (base64 in JSON).
 */
import { defineSchema, Omit, t, type Schema } from '../../codec/schema.js';
import { pendingTransactionSchema, type PendingTransactionInfo } from '../pending-info.js';

export interface AvmValue {
  type?: bigint;
  bytes?: Uint8Array;
  uint?: bigint;
}

export interface ScratchChange {
  slot?: bigint;
  newValue?: AvmValue;
}

export interface StateOperation {
  /** 'w' write, 'd' delete */
  operation?: string;
  /** 'g' global, 'l' local, 'b' box */
  appStateType?: string;
  key?: Uint8Array;
  newValue?: AvmValue;
  /** address text (local state only) */
  account?: string;
}

export interface OpcodeTraceUnit {
  pc?: bigint;
  spawnedInners?: bigint[];
  stackAdditions?: AvmValue[];
  stackPopCount?: bigint;
  scratchChanges?: ScratchChange[];
  stateChanges?: StateOperation[];
}

export interface TxnExecTrace {
  approvalProgramTrace?: OpcodeTraceUnit[];
  approvalProgramHash?: Uint8Array;
  clearStateProgramTrace?: OpcodeTraceUnit[];
  clearStateProgramHash?: Uint8Array;
  clearStateRollback?: boolean;
  clearStateRollbackError?: string;
  logicSigTrace?: OpcodeTraceUnit[];
  logicSigHash?: Uint8Array;
  innerTrace?: TxnExecTrace[];
}

export interface UnnamedResources {
  accounts?: string[];
  assets?: bigint[];
  apps?: bigint[];
  boxes?: { app?: bigint; name?: Uint8Array }[];
  extraBoxRefs?: bigint;
  assetHoldings?: { account?: string; asset?: bigint }[];
  appLocals?: { account?: string; app?: bigint }[];
}

export interface SimulateTxnResult {
  txnResult?: PendingTransactionInfo;
  appBudgetConsumed?: bigint;
  logicSigBudgetConsumed?: bigint;
  feesPaid?: bigint;
  execTrace?: TxnExecTrace;
  unnamedResourcesAccessed?: UnnamedResources;
  fixedSigner?: string;
}

export interface SimulateGroupResult {
  txnResults?: SimulateTxnResult[];
  failureMessage?: string;
  failedAt?: bigint[];
  appBudgetAdded?: bigint;
  appBudgetConsumed?: bigint;
  groupUsage?: bigint;
  groupFeesPaid?: bigint;
  unnamedResourcesAccessed?: UnnamedResources;
}

export interface EvalOverrides {
  allowEmptySignatures?: boolean;
  allowUnnamedResources?: boolean;
  maxLogCalls?: bigint;
  maxLogSize?: bigint;
  extraOpcodeBudget?: bigint;
  fixSigners?: boolean;
}

export interface ExecTraceConfig {
  enable?: boolean;
  stackChange?: boolean;
  scratchChange?: boolean;
  stateChange?: boolean;
}

export interface KvStorage {
  account?: string;
  kvs?: { key?: Uint8Array; value?: AvmValue }[];
}

export interface AppInitialStates {
  id?: bigint;
  appBoxes?: KvStorage;
  appGlobals?: KvStorage;
  appLocals?: KvStorage[];
}

export interface SimulateResponse {
  version?: bigint;
  lastRound?: bigint;
  txnGroups?: SimulateGroupResult[];
  evalOverrides?: EvalOverrides;
  execTraceConfig?: ExecTraceConfig;
  initialStates?: { appInitialStates?: AppInitialStates[] };
}

const avmValueSchema = defineSchema<AvmValue>('AvmValue', [
  ['type', 'type', t.u64, Omit.NEVER],
  ['bytes', 'bytes', t.bytes],
  ['uint', 'uint', t.u64],
]);

const avmValue = t.struct(avmValueSchema);

const scratchChangeSchema = defineSchema<ScratchChange>('ScratchChange', [
  ['slot', 'slot', t.u64, Omit.NEVER],
  ['new-value', 'newValue', avmValue, Omit.NEVER],
]);

const stateOperationSchema = defineSchema<StateOperation>('ApplicationStateOperation', [
  ['operation', 'operation', t.str, Omit.NEVER],
  ['app-state-type', 'appStateType', t.str, Omit.NEVER],
  ['key', 'key', t.bytes, Omit.NEVER],
  ['new-value', 'newValue', avmValue],
  ['account', 'account', t.str],
]);

const opcodeTraceUnitSchema = defineSchema<OpcodeTraceUnit>('SimulationOpcodeTraceUnit', [
  ['pc', 'pc', t.u64, Omit.NEVER],
  ['spawned-inners', 'spawnedInners', t.array(t.u64)],
  ['stack-additions', 'stackAdditions', t.array(avmValue)],
  ['stack-pop-count', 'stackPopCount', t.u64],
  ['scratch-changes', 'scratchChanges', t.array(t.struct(scratchChangeSchema))],
  ['state-changes', 'stateChanges', t.array(t.struct(stateOperationSchema))],
]);

const programTrace = t.array(t.struct(opcodeTraceUnitSchema));

const txnExecTraceSchema: Schema<TxnExecTrace> = defineSchema<TxnExecTrace>('SimulationTransactionExecTrace', [
  ['approval-program-trace', 'approvalProgramTrace', programTrace],
  ['approval-program-hash', 'approvalProgramHash', t.bytes],
  ['clear-state-program-trace', 'clearStateProgramTrace', programTrace],
  ['clear-state-program-hash', 'clearStateProgramHash', t.bytes],
  ['clear-state-rollback', 'clearStateRollback', t.bool],
  ['clear-state-rollback-error', 'clearStateRollbackError', t.str],
  ['logic-sig-trace', 'logicSigTrace', programTrace],
  ['logic-sig-hash', 'logicSigHash', t.bytes],
  ['inner-trace', 'innerTrace', t.array(t.lazy((): Schema => txnExecTraceSchema))],
]);

const unnamedSchema = defineSchema<UnnamedResources>('SimulateUnnamedResourcesAccessed', [
  ['accounts', 'accounts', t.array(t.str)],
  ['assets', 'assets', t.array(t.u64)],
  ['apps', 'apps', t.array(t.u64)],
  [
    'boxes',
    'boxes',
    t.array(
      t.struct(
        defineSchema<{ app?: bigint; name?: Uint8Array }>('BoxReference', [
          ['app', 'app', t.u64, Omit.NEVER],
          ['name', 'name', t.bytes, Omit.NEVER],
        ]),
      ),
    ),
  ],
  ['extra-box-refs', 'extraBoxRefs', t.u64],
  [
    'asset-holdings',
    'assetHoldings',
    t.array(
      t.struct(
        defineSchema<{ account?: string; asset?: bigint }>('AssetHoldingReference', [
          ['account', 'account', t.str, Omit.NEVER],
          ['asset', 'asset', t.u64, Omit.NEVER],
        ]),
      ),
    ),
  ],
  [
    'app-locals',
    'appLocals',
    t.array(
      t.struct(
        defineSchema<{ account?: string; app?: bigint }>('ApplicationLocalReference', [
          ['account', 'account', t.str, Omit.NEVER],
          ['app', 'app', t.u64, Omit.NEVER],
        ]),
      ),
    ),
  ],
]);

const txnResultSchema = defineSchema<SimulateTxnResult>('SimulateTransactionResult', [
  ['txn-result', 'txnResult', t.struct(pendingTransactionSchema), Omit.NEVER],
  ['app-budget-consumed', 'appBudgetConsumed', t.u64],
  ['logic-sig-budget-consumed', 'logicSigBudgetConsumed', t.u64],
  ['fees-paid', 'feesPaid', t.u64],
  ['exec-trace', 'execTrace', t.struct(txnExecTraceSchema)],
  ['unnamed-resources-accessed', 'unnamedResourcesAccessed', t.struct(unnamedSchema)],
  ['fixed-signer', 'fixedSigner', t.str],
]);

const groupResultSchema = defineSchema<SimulateGroupResult>('SimulateTransactionGroupResult', [
  ['txn-results', 'txnResults', t.array(t.struct(txnResultSchema)), Omit.NEVER],
  ['failure-message', 'failureMessage', t.str],
  ['failed-at', 'failedAt', t.array(t.u64)],
  ['app-budget-added', 'appBudgetAdded', t.u64],
  ['app-budget-consumed', 'appBudgetConsumed', t.u64],
  ['group-usage', 'groupUsage', t.u64],
  ['group-fees-paid', 'groupFeesPaid', t.u64],
  ['unnamed-resources-accessed', 'unnamedResourcesAccessed', t.struct(unnamedSchema)],
]);

const evalOverridesSchema = defineSchema<EvalOverrides>('SimulationEvalOverrides', [
  ['allow-empty-signatures', 'allowEmptySignatures', t.bool],
  ['allow-unnamed-resources', 'allowUnnamedResources', t.bool],
  ['max-log-calls', 'maxLogCalls', t.u64],
  ['max-log-size', 'maxLogSize', t.u64],
  ['extra-opcode-budget', 'extraOpcodeBudget', t.u64],
  ['fix-signers', 'fixSigners', t.bool],
]);

export const execTraceConfigSchema = defineSchema<ExecTraceConfig>('SimulateTraceConfig', [
  ['enable', 'enable', t.bool],
  ['stack-change', 'stackChange', t.bool],
  ['scratch-change', 'scratchChange', t.bool],
  ['state-change', 'stateChange', t.bool],
]);

const kvStorageSchema = defineSchema<KvStorage>('ApplicationKVStorage', [
  ['account', 'account', t.str],
  [
    'kvs',
    'kvs',
    t.array(
      t.struct(
        defineSchema<{ key?: Uint8Array; value?: AvmValue }>('AvmKeyValue', [
          ['key', 'key', t.bytes, Omit.NEVER],
          ['value', 'value', avmValue, Omit.NEVER],
        ]),
      ),
    ),
    Omit.NEVER,
  ],
]);

const appInitialStatesSchema = defineSchema<AppInitialStates>('ApplicationInitialStates', [
  ['id', 'id', t.u64, Omit.NEVER],
  ['app-boxes', 'appBoxes', t.struct(kvStorageSchema)],
  ['app-globals', 'appGlobals', t.struct(kvStorageSchema)],
  ['app-locals', 'appLocals', t.array(t.struct(kvStorageSchema))],
]);

export const simulateResponseSchema = defineSchema<SimulateResponse>('SimulateResponse', [
  ['version', 'version', t.u64, Omit.NEVER],
  ['last-round', 'lastRound', t.u64, Omit.NEVER],
  ['txn-groups', 'txnGroups', t.array(t.struct(groupResultSchema)), Omit.NEVER],
  ['eval-overrides', 'evalOverrides', t.struct(evalOverridesSchema)],
  ['exec-trace-config', 'execTraceConfig', t.struct(execTraceConfigSchema)],
  [
    'initial-states',
    'initialStates',
    t.struct(
      defineSchema<{ appInitialStates?: AppInitialStates[] }>('SimulateInitialStates', [
        ['app-initial-states', 'appInitialStates', t.array(t.struct(appInitialStatesSchema))],
      ]),
    ),
  ],
]);
