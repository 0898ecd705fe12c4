/**
 * kmd reply builders (docs/spec/kmd.md §2.2–2.3): the core codec-JSON writer (`writeCodecJson`: keys sorted, 2-space
 * indentation, no HTML escaping, no trailing newline) over the response message's JSON tree; the top-level
 * response omits empty members, nested objects keep theirs; errors are `{"error": true, "message": "<text>"}`.
 * Account fields (addresses in the proto) are written as kmd's base64 keys (account-keys.ts).
 */
import { writeCodecJson } from '../../../core/codec/json-codec.js';
import type { AppError } from '../../../core/errors.js';
import type { FieldInfo } from '../../contract.js';
import type { Header, Reply } from '../engine.js';
import { protoToJson, type ProtoJsonStyle } from '../render-proto.js';
import { accountsToKeys } from './account-keys.js';

const JSON_TYPE: Header = ['Content-Type', 'application/json'];

/** kmd's JSON keys are the proto field names (snake_case); empty arrays are written `[]`. */
const KMD_STYLE: ProtoJsonStyle = {
  key: (_typeName: string, field: FieldInfo) => field.name,
  emptyRepeated: () => 'array',
};

/** A 200 reply rendering response message `typeName`. @throws CORE_INTERNAL */
export function kmdReply(typeName: string, response: object): Reply {
  const body = writeCodecJson(
    accountsToKeys(typeName, protoToJson(typeName, response, KMD_STYLE, { omitEmpty: true })),
  );
  return { status: 200, headers: [JSON_TYPE], body };
}

/** kmd's error envelope with the error's HTTP status. */
export function renderKmdError(error: AppError): Reply {
  const body = writeCodecJson({ error: true, message: error.message });
  return { status: error.httpStatus, headers: [JSON_TYPE], body };
}
