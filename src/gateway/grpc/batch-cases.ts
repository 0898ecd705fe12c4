/**
 * The correspondence between RPC names and the oneof case names of the batch messages (`AlgodCall`,
 * `KmdCall`, `AdminCall` and their replies), read from the descriptors: the case whose request type is
 * `<Rpc>Request` carries calls of `<Rpc>`.
 *
 * Invariant: every unary RPC of a service has exactly one case; the reply message uses the same case name.
 */
import { messageFields } from './contract.js';

export interface BatchCases {
  readonly caseOf: ReadonlyMap<string, string>;
  readonly rpcOf: ReadonlyMap<string, string>;
}

const cache = new Map<string, BatchCases>();

/**
 * Cases of the batch call message `callType` (e.g. "algorun.algod.v2.AlgodCall").
 * @throws Error when the message is not a batch call message (a programming error)
 */
export function batchCases(callType: string): BatchCases {
  const cached = cache.get(callType);
  if (cached) return cached;
  const caseOf = new Map<string, string>();
  const rpcOf = new Map<string, string>();
  for (const field of messageFields(callType)) {
    const shortType = field.typeName.slice(field.typeName.lastIndexOf('.') + 1);
    if (field.kind !== 'message' || !shortType.endsWith('Request')) throw new Error(`${callType}.${field.name}?`);
    const rpc = shortType.slice(0, -'Request'.length);
    caseOf.set(rpc, field.name);
    rpcOf.set(field.name, rpc);
  }
  const cases = { caseOf, rpcOf };
  cache.set(callType, cases);
  return cases;
}
