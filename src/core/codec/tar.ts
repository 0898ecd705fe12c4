/**
 * Minimal POSIX ustar archives (the container of catchpoint files, docs/spec/catchpoint.md): regular files only,
 * names up to 100 bytes, no directories, links or extended headers.
 *
 * Invariants:
 * - `tarEntry` yields a 512-byte header followed by the content padded to a multiple of 512; `tarEnd` is the two
 *   zero blocks that close an archive. Headers carry mode 0644, uid/gid 0, mtime 0, so the same entries always give
 *   the same bytes.
 * - `readTar` checks every header checksum, refuses sizes running past the buffer and stops at the first zero
 *   block; anything malformed is CORE_BAD_ARGUMENT.
 */
import { AppError } from '../errors.js';

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

/** One archive member: header block and padded content. */
export function tarEntry(name: string, content: Uint8Array): Buffer[] {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length === 0 || nameBytes.length > 100)
    throw new AppError('CORE_INTERNAL', `tar name "${name}" too long`);
  const header = Buffer.alloc(BLOCK);
  nameBytes.copy(header, 0);
  header.write(octal(0o644, 8), 100, 'latin1');
  header.write(octal(0, 8), 108, 'latin1');
  header.write(octal(0, 8), 116, 'latin1');
  header.write(octal(content.length, 12), 124, 'latin1');
  header.write(octal(0, 12), 136, 'latin1');
  header[156] = 0x30; // '0': regular file
  header.write('ustar\x0000', 257, 'latin1');
  header.write(octal(checksum(header), 7) + ' ', 148, 'latin1');
  const pad = (BLOCK - (content.length % BLOCK)) % BLOCK;
  return [header, Buffer.from(content.buffer, content.byteOffset, content.length), Buffer.alloc(pad)];
}

/** The end-of-archive marker. */
export function tarEnd(): Buffer {
  return Buffer.alloc(2 * BLOCK);
}

function bad(why: string): AppError {
  return new AppError('CORE_BAD_ARGUMENT', `malformed tar archive: ${why}`);
}

/** The members of an archive in order, contents as views into `bytes`. @throws CORE_BAD_ARGUMENT */
export function readTar(bytes: Buffer): { name: string; content: Buffer }[] {
  const out: { name: string; content: Buffer }[] = [];
  let pos = 0;
  while (pos + BLOCK <= bytes.length) {
    const header = bytes.subarray(pos, pos + BLOCK);
    if (header.every((b) => b === 0)) return out;
    const stored = parseInt(header.toString('latin1', 148, 156).replace(/[\0 ]+$/, ''), 8);
    if (stored !== checksum(header)) throw bad('header checksum mismatch');
    const size = parseInt(header.toString('latin1', 124, 136).replace(/[\0 ]+$/, ''), 8);
    if (!Number.isSafeInteger(size) || size < 0) throw bad('bad size');
    const start = pos + BLOCK;
    if (start + size > bytes.length) throw bad('member runs past the end');
    const nul = header.indexOf(0);
    out.push({
      name: header.toString('utf8', 0, nul < 0 || nul > 100 ? 100 : nul),
      content: bytes.subarray(start, start + size),
    });
    pos = start + size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
  throw bad('no end-of-archive marker');
}
