/**
 * Standard base64 (RFC 4648 §4, `+/` alphabet, `=` padding), the form every Algorand JSON encoding uses for bytes.
 * Node's decoder silently accepts URL-safe characters, missing padding and junk; `decodeBase64Strict` does not
 * (kmd rejects such input with 400, docs/spec/kmd.md §2.1).
 */
const STRICT = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function encodeBase64(bytes: Uint8Array): string {
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return buf.toString('base64');
}

/**
 * Padded standard base64 → bytes, or undefined if the text is not exactly that form. Fast path: text that Node's
 * decoder turns into bytes re-encoding to the same text is canonical, hence valid; anything else (including valid
 * text whose unused trailing bits are not zero, which Go accepts) is settled by the grammar.
 */
export function decodeBase64Strict(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.toString('base64') === text) return bytes;
  return STRICT.test(text) ? bytes : undefined;
}
