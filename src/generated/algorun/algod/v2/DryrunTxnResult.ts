// Original file: proto/algorun/algod/v2/algod_models.proto

import type { DryrunState as _algorun_algod_v2_DryrunState, DryrunState__Output as _algorun_algod_v2_DryrunState__Output } from '../../../algorun/algod/v2/DryrunState.js';
import type { EvalDeltaKeyValue as _algorun_algod_v2_EvalDeltaKeyValue, EvalDeltaKeyValue__Output as _algorun_algod_v2_EvalDeltaKeyValue__Output } from '../../../algorun/algod/v2/EvalDeltaKeyValue.js';
import type { AccountStateDelta as _algorun_algod_v2_AccountStateDelta, AccountStateDelta__Output as _algorun_algod_v2_AccountStateDelta__Output } from '../../../algorun/algod/v2/AccountStateDelta.js';
import type { Long } from '@grpc/proto-loader';

/**
 * One transaction's dry-run result. Repeated fields other than `disassembly` are omitted from JSON when empty;
 * `disassembly` is JSON null when empty.
 */
export interface DryrunTxnResult {
  'app_call_messages'?: (string)[];
  'app_call_trace'?: (_algorun_algod_v2_DryrunState)[];
  'budget_added'?: (number | string | Long);
  'budget_consumed'?: (number | string | Long);
  'disassembly'?: (string)[];
  'global_delta'?: (_algorun_algod_v2_EvalDeltaKeyValue)[];
  'local_deltas'?: (_algorun_algod_v2_AccountStateDelta)[];
  'logic_sig_disassembly'?: (string)[];
  'logic_sig_messages'?: (string)[];
  'logic_sig_trace'?: (_algorun_algod_v2_DryrunState)[];
  'logs'?: (Buffer | Uint8Array | string)[];
  '_budget_added'?: "budget_added";
  '_budget_consumed'?: "budget_consumed";
}

/**
 * One transaction's dry-run result. Repeated fields other than `disassembly` are omitted from JSON when empty;
 * `disassembly` is JSON null when empty.
 */
export interface DryrunTxnResult__Output {
  'app_call_messages': (string)[];
  'app_call_trace': (_algorun_algod_v2_DryrunState__Output)[];
  'budget_added'?: (string);
  'budget_consumed'?: (string);
  'disassembly': (string)[];
  'global_delta': (_algorun_algod_v2_EvalDeltaKeyValue__Output)[];
  'local_deltas': (_algorun_algod_v2_AccountStateDelta__Output)[];
  'logic_sig_disassembly': (string)[];
  'logic_sig_messages': (string)[];
  'logic_sig_trace': (_algorun_algod_v2_DryrunState__Output)[];
  'logs': (Buffer)[];
  '_budget_added'?: "budget_added";
  '_budget_consumed'?: "budget_consumed";
}
