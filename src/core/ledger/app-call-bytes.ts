/**
 * goal's "encoding:value" byte-string form, which algod accepts for box names (`GET /v2/applications/{id}/box?name=`)
 * and for the box-listing `prefix`/`next` parameters (docs/spec/box-names.md).
 *
 * Encodings: `str`/`string` (UTF-8 bytes), `int`/`integer` (uint64, 8 bytes big-endian), `addr`/`address` (the 32
 * address bytes), `b32`/`base32`/`byte base32` and `b64`/`base64`/`byte base64` (Go StdEncoding, padded), and
 * `abi:<type>:<json>` for the static and dynamic ABI types listed in abi-value.ts.
 *
 * Invariants: the first `:` splits encoding from value; every failure is a `BoxNameError` carrying algod's text
 * (which callers answer with 400). Pure and synchronous.
 */
import { base32Decode, base32Encode } from '../crypto/address.js';
import { sha512_256 } from '../crypto/hash.js';
import { encodeAbiJson } from './abi-value.js';
import { goBase32Decode, goBase64Decode, type DecodeResult } from '../go/encoding.js';
import { goParseUint } from '../go/strconv.js';

export class BoxNameError extends Error {}

/** Go's strconv.ParseUint(text, 10, 64) error text, or undefined when it parses. */
export function goParseUintError(text: string): string | undefined {
  const parsed = goParseUint(binaryOf(text), 10, 64);
  return parsed.ok ? undefined : textOf(parsed.error);
}

/** Go decodes the UTF-8 bytes of the text; the core/go decoders take them as a binary string. */
const binaryOf = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');
const textOf = (binary: string): string => Buffer.from(binary, 'latin1').toString('utf8');

function decodedBytes(kind: 'base32' | 'base64', value: string, decoded: DecodeResult): Buffer {
  if (!decoded.ok) {
    throw new BoxNameError(
      `Could not decode ${kind}-encoded string (${value}): illegal ${kind} data at input byte ${decoded.corruptAt}`,
    );
  }
  return Buffer.from(decoded.value);
}

function goBytes(bytes: Uint8Array): string {
  return `[${[...bytes].join(' ')}]`;
}

/** avm-abi's address parsing (base32 without padding, 36 bytes, checksum). */
function addressBytes(text: string): Buffer {
  const prefix = `cannot cast encoded address string (${text}) to address`;
  const decoded = /=/.test(text) ? undefined : base32Decode(text);
  if (decoded === undefined || base32Encode(decoded).length !== text.length) {
    const at = [...text].findIndex((c) => !/[A-Z2-7]/.test(c));
    throw new Error(`${prefix}: base32 decode error: illegal base32 data at input byte ${at < 0 ? text.length : at}`);
  }
  if (decoded.length !== 36)
    throw new Error(`${prefix}: decoded byte length should equal 36 with address and checksum`);
  const addr = decoded.subarray(0, 32);
  const sum = sha512_256(addr).subarray(28);
  if (!sum.equals(decoded.subarray(32))) {
    throw new Error(`${prefix}: decoded checksum mismatch, ${goBytes(sum)} != ${goBytes(decoded.subarray(32))}`);
  }
  return Buffer.from(addr);
}

function rawValue(encoding: string, value: string): Buffer {
  switch (encoding) {
    case 'str':
    case 'string':
      return Buffer.from(value, 'utf8');
    case 'int':
    case 'integer': {
      const error = goParseUintError(value);
      if (error !== undefined) throw new BoxNameError(`Could not parse uint64 from string (${value}): ${error}`);
      const out = Buffer.alloc(8);
      out.writeBigUInt64BE(BigInt(value));
      return out;
    }
    case 'addr':
    case 'address':
      try {
        return addressBytes(value);
      } catch (error) {
        throw new BoxNameError(
          `Could not unmarshal checksummed address from string (${value}): ${(error as Error).message}`,
        );
      }
    case 'b32':
    case 'base32':
    case 'byte base32': {
      return decodedBytes('base32', value, goBase32Decode(binaryOf(value), true));
    }
    case 'b64':
    case 'base64':
    case 'byte base64': {
      return decodedBytes('base64', value, goBase64Decode(binaryOf(value)));
    }
    case 'abi':
      return abiValue(value);
    default:
      throw new BoxNameError(`Unknown encoding: ${encoding}`);
  }
}

function abiValue(value: string): Buffer {
  const split = value.indexOf(':');
  if (split < 0) {
    throw new BoxNameError(`Could not decode abi string (${value}): should split abi-type and abi-value with colon`);
  }
  const type = value.slice(0, split);
  const json = value.slice(split + 1);
  const result = encodeAbiJson(type, json);
  if (result.ok) return result.bytes;
  if (result.stage === 'type') throw new BoxNameError(`Could not decode abi type string (${type}): ${result.message}`);
  throw new BoxNameError(`Could not decode abi value string (${json}):${result.message} `);
}

/**
 * The bytes named by a goal-form argument.
 * @throws BoxNameError with algod's text
 */
export function parseAppCallBytes(arg: string): Buffer {
  const split = arg.indexOf(':');
  if (split < 0) throw new BoxNameError("all arguments and box names should be of the form 'encoding:value'");
  return rawValue(arg.slice(0, split), arg.slice(split + 1));
}
