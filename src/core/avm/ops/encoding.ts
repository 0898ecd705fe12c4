/**
 * `base64_decode` and `json_ref` (v7+, upstream eval.go opBase64Decode / opJSONRef).
 *
 * Invariants:
 * - `base64_decode E`: E 0 = URL alphabet, 1 = standard; Go's strict decoder semantics (encoding/go-base64.ts).
 * - `json_ref R` parses the whole text with go-codec's rules (json/codec-object.ts), then extracts the value of
 *   key B with Go encoding/json into R: 0 JSONString (UTF-8 bytes), 1 JSONUint64, 2 JSONObject (raw bytes).
 *   Error texts are upstream's: `error while parsing JSON text, invalid json text[, detail]`,
 *   `key K not found in JSON text`, and encoding/json's own messages for the extraction.
 * - Bytes of the key that appear in a message are decoded as UTF-8 (invalid sequences become U+FFFD).
 */
import { bytesKey } from '../../bytes.js';
import { decodeBase64Go } from '../encoding/go-base64.js';
import { parseCodecObject, type CodecFailure } from '../json/codec-object.js';
import { unmarshalObject, unmarshalString, unmarshalUint64 } from '../json/std-unmarshal.js';
import type { OpFn } from '../machine.js';
import type { StackValue } from '../values.js';

export const opBase64Decode: OpFn = (m) => {
  const encoding = m.program[m.pc + 1]!;
  if (encoding > 1) return `invalid base64_decode encoding Base64Encoding(${encoding})`;
  const stack = m.stack;
  const last = stack.length - 1;
  const decoded = decodeBase64Go(stack[last] as Uint8Array, encoding === 0 ? 'url' : 'std');
  if (typeof decoded === 'string') return decoded;
  stack[last] = decoded;
  return undefined;
};

const PARSE_ERROR = 'error while parsing JSON text, ';
const INVALID = 'invalid json text';
const FAILURES: Readonly<Record<CodecFailure, string>> = {
  invalid: INVALID,
  duplicate: `${INVALID}, duplicate keys not allowed`,
  'not-object': `${INVALID}, only json object is allowed`,
};

const JSON_STRING = 0;
const JSON_UINT64 = 1;
const JSON_OBJECT = 2;

function extract(raw: Uint8Array, kind: number): StackValue | string {
  switch (kind) {
    case JSON_STRING:
      return unmarshalString(raw);
    case JSON_UINT64:
      return unmarshalUint64(raw);
    default: {
      const error = unmarshalObject(raw);
      return error ?? raw;
    }
  }
}

export const opJsonRef: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const kind = m.program[m.pc + 1]!;
  if (kind > JSON_OBJECT) return `invalid json_ref type JSONRefType(${kind})`;
  const parsed = parseCodecObject(stack[last - 1] as Uint8Array);
  if (typeof parsed === 'string') return PARSE_ERROR + FAILURES[parsed];
  if (parsed.hasNonStringKey) return PARSE_ERROR + INVALID;
  const key = stack[last] as Uint8Array;
  const keyText = bytesKey(key);
  if (!parsed.values.has(keyText)) {
    if (parsed.isNull) return PARSE_ERROR + FAILURES['not-object'];
    return `key ${Buffer.from(key).toString('utf8')} not found in JSON text`;
  }
  const value = extract(parsed.values.get(keyText) ?? new Uint8Array(0), kind);
  if (typeof value === 'string') return value;
  stack[last - 1] = value;
  stack.pop();
  return undefined;
};
