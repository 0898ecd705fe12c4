/**
 * ARC-4 method signature check done by the `method` pseudo-op before it warns
 * `invalid ARC-4 ABI method signature for method op: <reason>` (go-algorand assembler.go `asmMethod`, which calls
 * `abi.VerifyMethodSignature` from github.com/algorand/avm-abi v0.2.0). The warning never stops assembly, but its
 * text shows up in compile reports, so the reasons are reproduced word for word.
 *
 * Rules (restated from avm-abi, quirks kept):
 * - `name(args)ret`: the first `(` starts the arguments (none at index 0: no name), the parenthesis that brings the
 *   depth back to 0 ends them, everything after is the return type. The name itself is not checked at all.
 * - The argument list splits on top-level commas (no leading, trailing or doubled comma). A parenthesised run
 *   extends to the next comma, so `(a)[2]` stays whole; upstream's splitter also has odd corners (text before a
 *   `(` in the same item is dropped) which are kept.
 * - Each argument is an ABI type, or one of the reference types `account asset application` or the transaction
 *   types `txn pay keyreg acfg axfer afrz appl` (top level only). The return type is an ABI type or `void`.
 * - ABI types: `uintN` (N decimal, 8..512, multiple of 8), `ufixedNxM` (same N, M 1..160), `byte`, `bool`,
 *   `address`, `string`, `T[]`, `T[N]` (N decimal < 65536, no leading zero), tuples `(T,...)` incl. `()`.
 * - Signatures are binary strings (the bytes of the TEAL string literal); the selector hashes those bytes.
 */
import { goParseUint } from '../go/strconv.js';
import { sha512_256 } from '../crypto/hash.js';

type Check = string | undefined;

const REFERENCE_TYPES = new Set(['account', 'asset', 'application']);
const TRANSACTION_TYPES = new Set(['txn', 'pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl']);
const STATIC_ARRAY = /^([a-z\d[\](),]+)\[(0|[1-9]\d*)]$/;
const UFIXED = /^ufixed([1-9]\d*)x([1-9]\d*)$/;

const badBitSize = (kind: string, size: bigint): Check =>
  size % 8n !== 0n || size < 8n || size > 512n ? `unsupported ${kind} type bitSize: ${size}` : undefined;

/** avm-abi `TypeOf`: undefined when `text` is a valid ABI type, else upstream's reason. */
export function abiTypeError(text: string): Check {
  if (text.endsWith('[]')) return abiTypeError(text.slice(0, -2));
  if (text.endsWith(']')) {
    const match = STATIC_ARRAY.exec(text);
    if (match === null) return `static array ill formated: "${text}"`;
    const length = goParseUint(match[2]!, 10, 16);
    return length.ok ? abiTypeError(match[1]!) : length.error;
  }
  if (text.startsWith('uint')) {
    const size = goParseUint(text.slice(4), 10, 16);
    return size.ok ? badBitSize('uint', size.value) : `ill formed uint type: "${text}"`;
  }
  if (text.startsWith('ufixed')) return ufixedError(text);
  if (text === 'byte' || text === 'bool' || text === 'address' || text === 'string') return undefined;
  if (text.length >= 2 && text.startsWith('(') && text.endsWith(')')) {
    const items = splitTupleContent(text.slice(1, -1));
    if (typeof items === 'string') return items;
    for (const item of items) {
      const error = abiTypeError(item);
      if (error !== undefined) return error;
    }
    return items.length >= 0xffff ? 'tuple type child type number larger than maximum uint16 error' : undefined;
  }
  return `cannot convert the string "${text}" to an ABI type`;
}

function ufixedError(text: string): Check {
  const match = UFIXED.exec(text);
  if (match === null) return `ill formed ufixed type: "${text}"`;
  const size = goParseUint(match[1]!, 10, 16);
  if (!size.ok) return size.error;
  const precision = goParseUint(match[2]!, 10, 16);
  if (!precision.ok) return precision.error;
  const sizeError = badBitSize('ufixed', size.value);
  if (sizeError !== undefined) return sizeError;
  return precision.value > 160n || precision.value < 1n
    ? `unsupported ufixed type precision: ${precision.value}`
    : undefined;
}

/** The outermost parenthesised runs: from a top-level `(` to the character before the next comma after its `)`. */
function parenthesisedRuns(text: string): Array<[number, number]> | string {
  const runs: Array<[number, number]> = [];
  const opens: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') opens.push(i);
    else if (text[i] === ')') {
      const left = opens.pop();
      if (left === undefined) return `unpaired parentheses: ${text}`;
      if (opens.length > 0) continue;
      let right = i + 1;
      while (right < text.length && text[right] !== ',') right++;
      i = right - 1;
      runs.push([left, i]);
    }
  }
  return opens.length > 0 ? `unpaired parentheses: ${text}` : runs;
}

/** avm-abi `parseTupleContent`: the comma-separated items of a tuple body, or upstream's reason. */
export function splitTupleContent(text: string): string[] | string {
  if (text.length === 0) return [];
  if (text.startsWith(',') || text.endsWith(',')) {
    return 'parsing error: tuple content should not start or end with comma';
  }
  if (text.includes(',,')) return 'no consecutive commas';
  const runs = parenthesisedRuns(text);
  if (typeof runs === 'string') return runs;
  let outside = text;
  for (let r = runs.length - 1; r >= 0; r--) {
    const [left, right] = runs[r]!;
    outside = outside.slice(0, left) + outside.slice(right + 1);
  }
  // Empty items stand for removed runs, in order (upstream pairs them up the same naive way).
  let next = 0;
  return outside.split(',').map((item) => {
    if (item !== '') return item;
    const [left, right] = runs[next++]!;
    return text.slice(left, right + 1);
  });
}

/** avm-abi `ParseMethodSignature`: name, argument list and return type, or upstream's reason. */
function splitMethod(signature: string): { args: string[]; returns: string } | string {
  const open = signature.indexOf('(');
  if (open === -1) return `No parenthesis in method signature: "${signature}"`;
  if (open === 0) return `Method signature has no name: "${signature}"`;
  let depth = 0;
  let close = -1;
  for (let i = 0; i < signature.length && close === -1; i++) {
    if (signature[i] === '(') depth++;
    else if (signature[i] === ')') {
      if (depth === 0) return `Unpaired parenthesis in method signature: "${signature}"`;
      if (--depth === 0) close = i;
    }
  }
  if (close === -1) return `Unpaired parenthesis in method signature: "${signature}"`;
  const args = splitTupleContent(signature.slice(open + 1, close));
  return typeof args === 'string' ? args : { args, returns: signature.slice(close + 1) };
}

/**
 * avm-abi `VerifyMethodSignature` on a binary string: undefined when valid, else the reason upstream appends to
 * `invalid ARC-4 ABI method signature for method op: `.
 */
export function methodSignatureError(signature: string): Check {
  const parsed = splitMethod(signature);
  if (typeof parsed === 'string') return parsed;
  for (const [index, arg] of parsed.args.entries()) {
    if (REFERENCE_TYPES.has(arg) || TRANSACTION_TYPES.has(arg)) continue;
    const error = abiTypeError(arg);
    if (error !== undefined) return `Error parsing argument type at index ${index}: ${error}`;
  }
  if (parsed.returns === 'void') return undefined;
  const error = abiTypeError(parsed.returns);
  return error === undefined ? undefined : `Error parsing return type: ${error}`;
}

/** True when the `method` pseudo-op would accept the signature without a warning. */
export function isValidMethodSignature(signature: string): boolean {
  return methodSignatureError(signature) === undefined;
}

/** The 4-byte ARC-4 selector the `method` pseudo-op pushes: SHA-512/256 of the signature bytes, first 4 bytes. */
export function methodSelector(signature: string): Uint8Array {
  return sha512_256(Buffer.from(signature, 'latin1')).subarray(0, 4);
}
