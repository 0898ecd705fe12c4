/**
 * How the disassembler prints values: hex, the "guess" rendering of byte constants, and field names by byte.
 *
 * Invariants:
 * - every string returned is plain ASCII (names, digits, hex, base32, and Go-quoted printable ASCII);
 * - field names are looked up the way upstream's disassembler does: in the field group attached to the opcode,
 *   which lists every field of every version (a v1 program may show a v7 field name; the evaluator, not the
 *   disassembler, rejects it). The generated per-version tables only list fields up to their version, so the
 *   names come from the highest version's table.
 */
import { encodeAddress } from '../../crypto/address.js';
import { goQuote } from '../../go/quote.js';
import { fieldGroup, MAX_ASSEMBLER_VERSION, opTable } from '../spec.js';

/** Lowercase hex of the bytes, no prefix. */
export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

function isPrintableAscii(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b < 32 || b > 126) return false;
  return true;
}

/**
 * Upstream `guessByteFormat`: 32 bytes read as an address (`addr X...`), all printable ASCII as a Go-quoted
 * string, anything else as `0x` hex.
 */
export function guessByteFormat(bytes: Uint8Array): string {
  if (bytes.length === 32) return `addr ${encodeAddress(bytes)}`;
  if (isPrintableAscii(bytes))
    return goQuote(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
  return '0x' + toHex(bytes);
}

/** Sparse name list (index = field byte, '' = no field) per opcode name and immediate index. */
const namesCache = new Map<string, readonly string[]>();

function namesOfGroup(groupIndex: number, into: string[]): void {
  for (const field of fieldGroup(groupIndex).fields) into[field.encoding] = field.name;
}

function buildFieldNames(opName: string, immediateIndex: number): readonly string[] {
  const table = opTable(MAX_ASSEMBLER_VERSION);
  const names: string[] = [];
  // itxn_field carries every txn field upstream (so the assembler can explain why a field is not settable), but its
  // generated table lists only the settable ones; the full list is the scalar group plus the array group.
  const sources = opName === 'itxn_field' ? ['txn', 'txna'] : [opName];
  for (const source of sources) {
    const op = table.byName.get(source);
    const immediates = op?.immediates ?? [];
    const immediate = source === opName ? immediates[immediateIndex] : immediates.find((i) => i.fields !== undefined);
    if (immediate?.fields !== undefined) namesOfGroup(immediate.fields, names);
  }
  return Array.from(names, (name) => name ?? '');
}

/** The field name that `byte` selects for immediate `immediateIndex` of `opName`, or undefined if none. */
export function fieldNameAt(opName: string, immediateIndex: number, byte: number): string | undefined {
  const key = `${opName}/${immediateIndex}`;
  let names = namesCache.get(key);
  if (names === undefined) {
    names = buildFieldNames(opName, immediateIndex);
    namesCache.set(key, names);
  }
  const name = names[byte];
  return name === undefined || name === '' ? undefined : name;
}
