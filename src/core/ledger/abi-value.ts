/**
 * ARC-4 ABI encoding of a JSON value of a named type, for goal's `abi:<type>:<json>` box names (app-call-bytes.ts).
 *
 * Types: `uintN` (8..512, multiple of 8), `ufixedNxM` (M 1..160; the JSON value is the scaled integer), `byte`,
 * `bool`, `address` (text form or a 32-number array), `string`, `T[N]`, `T[]` and tuples `(T,...)`. Encoding: static
 * values in place, dynamic ones behind 2-byte offsets in the head; consecutive bools share a byte (first bool in the
 * top bit). JSON numbers are read as exact integers (no float rounding).
 *
 * Invariants: pure; failures are returned (stage `type` or `value`) with a message, never thrown. The messages are
 * ours, not avm-abi's (docs/compat.md).
 */
import { decodeAddress } from '../crypto/address.js';

export type AbiResult =
  | { readonly ok: true; readonly bytes: Buffer }
  | { readonly ok: false; readonly stage: 'type' | 'value'; readonly message: string };

type AbiType =
  | { kind: 'uint'; bits: number }
  | { kind: 'bool' | 'address' | 'string' | 'byte' }
  | { kind: 'array'; elem: AbiType; length?: number }
  | { kind: 'tuple'; elems: AbiType[] };

class AbiFailure extends Error {}

function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function parseType(text: string): AbiType {
  const array = /^(.+)\[(\d*)]$/.exec(text);
  if (array !== null) {
    const elem = parseType(array[1]!);
    return array[2] === '' ? { kind: 'array', elem } : { kind: 'array', elem, length: Number(array[2]) };
  }
  if (text.startsWith('(') && text.endsWith(')')) {
    const inner = text.slice(1, -1);
    return { kind: 'tuple', elems: inner === '' ? [] : splitTop(inner).map(parseType) };
  }
  const uint = /^uint(\d+)$/.exec(text) ?? /^ufixed(\d+)x(\d+)$/.exec(text);
  if (uint !== null) {
    const bits = Number(uint[1]);
    if (bits % 8 !== 0 || bits < 8 || bits > 512) throw new AbiFailure(`unsupported type bitSize: ${bits}`);
    if (uint[2] !== undefined && (Number(uint[2]) < 1 || Number(uint[2]) > 160)) {
      throw new AbiFailure(`unsupported ufixed precision: ${uint[2]}`);
    }
    return { kind: 'uint', bits };
  }
  if (text === 'bool' || text === 'address' || text === 'string' || text === 'byte') return { kind: text };
  throw new AbiFailure(`cannot convert a string ${text} to an ABI type`);
}

/** A tiny JSON reader that keeps integers exact (bigint). */
type Json = bigint | string | boolean | null | Json[] | { [k: string]: Json };

function parseJson(text: string): Json {
  const marked = text.replace(
    /("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g,
    (m, str: string | undefined) => (str !== undefined ? m : `{"$n":"${m}"}`),
  );
  return JSON.parse(marked, (_key, value: unknown) => {
    if (
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.keys(value).length === 1 &&
      '$n' in value
    ) {
      const n = (value as { $n: string }).$n;
      if (!/^-?\d+$/.test(n)) throw new AbiFailure(`cannot parse ${n} as an integer`);
      return BigInt(n);
    }
    return value;
  }) as Json;
}

const isDynamic = (t: AbiType): boolean =>
  t.kind === 'string' ||
  (t.kind === 'array' && (t.length === undefined || isDynamic(t.elem))) ||
  (t.kind === 'tuple' && t.elems.some(isDynamic));

function encodeUint(value: Json, bytes: number): Buffer {
  if (typeof value !== 'bigint' || value < 0n || value >= 1n << BigInt(bytes * 8)) {
    throw new AbiFailure(`cannot encode ${JSON.stringify(String(value))} as a ${bytes * 8}-bit unsigned integer`);
  }
  const out = Buffer.alloc(bytes);
  let v = value;
  for (let i = bytes - 1; i >= 0; i--, v >>= 8n) out[i] = Number(v & 0xffn);
  return out;
}

function encodeTuple(types: readonly AbiType[], values: readonly Json[]): Buffer {
  if (types.length !== values.length) throw new AbiFailure(`expected ${types.length} values, got ${values.length}`);
  const heads: (Buffer | undefined)[] = [];
  const tails: Buffer[] = [];
  for (let i = 0; i < types.length; i++) {
    const t = types[i]!;
    if (t.kind === 'bool') {
      let byte = 0;
      let k = 0;
      for (; k < 8 && i + k < types.length && types[i + k]!.kind === 'bool'; k++) {
        const v = values[i + k];
        if (typeof v !== 'boolean') throw new AbiFailure('cannot encode a non-boolean as bool');
        if (v) byte |= 0x80 >> k;
      }
      heads.push(Buffer.of(byte));
      tails.push(Buffer.alloc(0));
      i += k - 1;
      continue;
    }
    const encoded = encodeValue(t, values[i]!);
    if (isDynamic(t)) {
      heads.push(undefined);
      tails.push(encoded);
    } else {
      heads.push(encoded);
      tails.push(Buffer.alloc(0));
    }
  }
  const headLength = heads.reduce((n, h) => n + (h === undefined ? 2 : h.length), 0);
  let offset = headLength;
  const headBytes = heads.map((h, i) => {
    if (h !== undefined) return h;
    const pointer = encodeUint(BigInt(offset), 2);
    offset += tails[i]!.length;
    return pointer;
  });
  return Buffer.concat([...headBytes, ...tails]);
}

function encodeValue(t: AbiType, value: Json): Buffer {
  switch (t.kind) {
    case 'uint':
      return encodeUint(value, t.bits / 8);
    case 'byte':
      return encodeUint(value, 1);
    case 'bool':
      if (typeof value !== 'boolean') throw new AbiFailure('cannot encode a non-boolean as bool');
      return Buffer.of(value ? 0x80 : 0);
    case 'address':
      if (typeof value === 'string') return decodeAddress(value);
      return encodeValue({ kind: 'array', elem: { kind: 'byte' }, length: 32 }, value);
    case 'string': {
      if (typeof value !== 'string') throw new AbiFailure('cannot encode a non-string as string');
      const bytes = Buffer.from(value, 'utf8');
      return Buffer.concat([encodeUint(BigInt(bytes.length), 2), bytes]);
    }
    case 'array': {
      const items =
        typeof value === 'string' && t.elem.kind === 'byte' ? [...Buffer.from(value, 'base64')].map(BigInt) : value;
      if (!Array.isArray(items)) throw new AbiFailure('cannot encode a non-array as an array');
      if (t.length !== undefined && items.length !== t.length)
        throw new AbiFailure(`expected ${t.length} values, got ${items.length}`);
      const body = encodeTuple(
        items.map(() => t.elem),
        items,
      );
      return t.length === undefined ? Buffer.concat([encodeUint(BigInt(items.length), 2), body]) : body;
    }
    case 'tuple':
      if (!Array.isArray(value)) throw new AbiFailure('cannot encode a non-array as a tuple');
      return encodeTuple(t.elems, value);
  }
}

/** The ARC-4 encoding of `json` (text) as ABI type `typeText`. */
export function encodeAbiJson(typeText: string, json: string): AbiResult {
  let type: AbiType;
  try {
    type = parseType(typeText);
  } catch (error) {
    return { ok: false, stage: 'type', message: (error as Error).message };
  }
  try {
    return { ok: true, bytes: encodeValue(type, parseJson(json)) };
  } catch (error) {
    return { ok: false, stage: 'value', message: (error as Error).message };
  }
}
