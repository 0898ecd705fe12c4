/**
 * kmd reply builders (spec/kmd.md §2.2–2.3): go-codec JSON with 2-space indentation, keys sorted, no HTML
 * escaping, no trailing newline; the top-level response omits empty members; errors are
 * `{"error": true, "message": "<text>"}`.
 */
import type { AppError } from '../../../core/errors.js';
import type { FieldInfo } from '../../grpc/contract.js';
import type { Header, Reply } from '../engine.js';
import { jsonObject, jsonString, type JsonLayout } from '../json-writer.js';
import { renderMessage, type ProtoJsonStyle } from '../render-proto.js';

const JSON_TYPE: Header = ['Content-Type', 'application/json'];
const LAYOUT: JsonLayout = { indent: '  ', escapeHtml: false };

const KMD_STYLE: ProtoJsonStyle = {
  ...LAYOUT,
  sortKeys: true,
  key: (_typeName: string, field: FieldInfo) => field.name,
  emptyRepeated: () => 'array',
};

/** A 200 reply rendering response message `typeName`. */
export function kmdReply(typeName: string, response: object): Reply {
  const body = renderMessage(typeName, response, KMD_STYLE, 0, { omitEmpty: true });
  return { status: 200, headers: [JSON_TYPE], body };
}

/** kmd's error envelope with the error's HTTP status. */
export function renderKmdError(error: AppError): Reply {
  const body = jsonObject(
    [
      ['"error"', 'true'],
      ['"message"', jsonString(error.message, false)],
    ],
    LAYOUT,
    0,
  );
  return { status: error.httpStatus, headers: [JSON_TYPE], body };
}
