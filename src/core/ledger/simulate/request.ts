/**
 * The body of `POST /v2/transactions/simulate` (upstream PreEncodedSimulateRequest), decoded as algod does: msgpack
 * first, then strict JSON (transactions in codec-JSON SignedTxn form); when both fail, the JSON attempt's error is
 * the one reported, as `failed to decode object: …` (docs/compat.md lists where our decoder texts differ).
 *
 * Invariants:
 * - Unknown keys are refused in both encodings (upstream's handles set ErrorIfNoField), at every level.
 * - Trailing bytes after the msgpack object are ignored, as Go's byte-slice decoder does.
 * - Absent fields read as their zero value; `extra-opcode-budget` is a signed integer (Go `int`).
 */
import { decodeCodecJson } from '../../codec/json-codec-decode.js';
import { parseJson } from '../../codec/json-parse.js';
import { decodeMsgpack } from '../../codec/msgpack.js';
import { defineSchema, t } from '../../codec/schema.js';
import { AppError, toAppError } from '../../errors.js';
import { signedTxnSchema } from '../../txn/schemas.js';
import type { SignedTxn } from '../../txn/types.js';
import { execTraceConfigSchema, type ExecTraceConfig } from './response.js';

export interface SimulateRequest {
  txnGroups?: { txns?: SignedTxn[] }[];
  round?: bigint;
  allowEmptySignatures?: boolean;
  allowMoreLogging?: boolean;
  allowUnnamedResources?: boolean;
  extraOpcodeBudget?: bigint;
  execTraceConfig?: ExecTraceConfig;
  fixSigners?: boolean;
}

const groupSchema = defineSchema<{ txns?: SignedTxn[] }>('SimulateRequestTransactionGroup', [
  ['txns', 'txns', t.array(t.struct(signedTxnSchema))],
]);

export const simulateRequestSchema = defineSchema<SimulateRequest>('SimulateRequest', [
  ['txn-groups', 'txnGroups', t.array(t.struct(groupSchema))],
  ['round', 'round', t.u64],
  ['allow-empty-signatures', 'allowEmptySignatures', t.bool],
  ['allow-more-logging', 'allowMoreLogging', t.bool],
  ['allow-unnamed-resources', 'allowUnnamedResources', t.bool],
  ['extra-opcode-budget', 'extraOpcodeBudget', t.i64],
  ['exec-trace-config', 'execTraceConfig', t.struct(execTraceConfigSchema)],
  ['fix-signers', 'fixSigners', t.bool],
]);

/**
 * Decode a simulate request body. @throws ALGOD_BAD_REQUEST `failed to decode object: …`
 */
export function decodeSimulateRequest(body: Uint8Array): SimulateRequest {
  try {
    return decodeMsgpack(simulateRequestSchema, body, { allowTrailing: true });
  } catch {
    // upstream falls back to JSON and reports that attempt's error
  }
  try {
    return decodeCodecJson(simulateRequestSchema, parseJson(body));
  } catch (error) {
    throw new AppError('ALGOD_BAD_REQUEST', `failed to decode object: ${toAppError(error).message}`);
  }
}
