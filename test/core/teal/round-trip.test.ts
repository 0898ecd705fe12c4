/**
 * Assembler ↔ disassembler round trip: for every version 1..14 and every opcode of that version, a source using
 * the opcode with valid immediates (every field the version allows, labels forward and back, constant blocks)
 * must satisfy assemble → disassemble → assemble = the same bytes, and the second listing must equal the first.
 * Then random and mutated bytes: the disassembler never throws and answers either a listing or an error.
 */
import test from 'ava';
import { assemble } from '../../../src/core/teal/assembler/index.js';
import { disassemble } from '../../../src/core/teal/disassembler/index.js';
import { fieldGroup, opTable, type ImmediateData, type OpVariantData } from '../../../src/core/teal/spec.js';

// v0 is left out: upstream refuses even `txn F` there (the pseudo-op is "introduced in v1").
const VERSIONS = Array.from({ length: 14 }, (_, i) => i + 1);
const BACK_BRANCH_VERSION = 4;
const MAX_UINT64 = '18446744073709551615';

/** A deterministic PRNG (mulberry32), so a failure can be replayed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Candidate source texts for one immediate. */
function immediateChoices(immediate: ImmediateData, version: number): string[] {
  if (immediate.fields !== undefined) return fieldGroup(immediate.fields).fields.map((f) => f.name);
  switch (immediate.encoding) {
    case 'uint8':
      return ['0', '1', '255'];
    case 'int8':
      return ['-128', '-1', '0', '127'];
    case 'varuint':
      return ['0', '300', MAX_UINT64];
    case 'bytes':
      return ['0x', '0x00ff', '"abc"', '"with \\" quote"', '0x' + '11'.repeat(32)];
    case 'varuints':
      return ['', '0 1', `7 ${MAX_UINT64} 7`];
    case 'bytess':
      return ['', '0x01 0x0203', `0x "text" 0x${'22'.repeat(32)}`];
    case 'labels':
      return version >= BACK_BRANCH_VERSION ? ['', 'fwd', 'back fwd back'] : ['', 'fwd'];
    default: // int16 / varint branch targets; back jumps need v4
      return version >= BACK_BRANCH_VERSION ? ['fwd', 'back'] : ['fwd'];
  }
}

/** Every combination of immediates is too many for three-immediate ops; vary one immediate at a time instead. */
function instructionLines(op: OpVariantData, version: number): string[] {
  const choices = op.immediates.map((imm) => immediateChoices(imm, version));
  if (choices.length === 0) return [op.name];
  const lines = new Set<string>();
  choices.forEach((options, i) => {
    for (const option of options) {
      const parts = choices.map((other, j) => (j === i ? option : other[other.length - 1]!));
      lines.add([op.name, ...parts].join(' ').trimEnd());
    }
  });
  // `substring S E` needs S <= E
  return [...lines].filter((line) => {
    const range = /^substring (\d+) (\d+)$/.exec(line);
    return range === null || Number(range[1]) <= Number(range[2]);
  });
}

const INT_BLOCK = `intcblock ${Array.from({ length: 256 }, (_, i) => i * 3).join(' ')}`;
const BYTE_BLOCK = `bytecblock ${Array.from({ length: 256 }, (_, i) => '0x' + i.toString(16).padStart(2, '0')).join(' ')}`;

/** A whole program exercising one opcode; labels `back` (start) and `fwd` (before a final instruction). */
function programFor(op: OpVariantData, version: number): string {
  const usesBlocks = /^(intc|bytec)(_\d)?$/.test(op.name);
  return [
    `#pragma version ${version}`,
    '#pragma typetrack false',
    ...(usesBlocks ? [INT_BLOCK, BYTE_BLOCK] : []),
    'back:',
    'err',
    ...instructionLines(op, version),
    'fwd:',
    'err',
    '',
  ].join('\n');
}

/** Upstream's `notrack`: the listing loses types, so reassembly turns type tracking off after the version line. */
function notrack(listing: string): string {
  return listing.replace(/^(#pragma version \d+\n)/, '$1#pragma typetrack false\n');
}

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

for (const version of VERSIONS) {
  test(`v${version}: every opcode survives assemble → disassemble → assemble`, (t) => {
    const ops = [...opTable(version).byName.values()];
    t.true(ops.length > 0);
    for (const op of ops) {
      const source = programFor(op, version);
      const first = assemble(source);
      if (!first.ok) {
        t.fail(
          `v${version} ${op.name}: source does not assemble: ${JSON.stringify(first.errors.slice(0, 3))}\n${source}`,
        );
        continue;
      }
      const listing = disassemble(first.program);
      if ('error' in listing) {
        t.fail(`v${version} ${op.name}: disassembly failed: ${listing.error}`);
        continue;
      }
      const second = assemble(notrack(listing.text));
      if (!second.ok) {
        t.fail(
          `v${version} ${op.name}: listing does not reassemble: ${JSON.stringify(second.errors.slice(0, 3))}\n${listing.text}`,
        );
        continue;
      }
      t.is(hex(second.program), hex(first.program), `v${version} ${op.name}\n${listing.text}`);
      t.is(disassemble(second.program).text, listing.text, `v${version} ${op.name}: listing is not stable`);
    }
  });
}

/** The disassembler's contract on arbitrary bytes: no exception, and exactly one of listing or error. */
function checkTotal(t: import('ava').ExecutionContext, program: Uint8Array): boolean {
  let result: ReturnType<typeof disassemble>;
  try {
    result = disassemble(program);
  } catch (err) {
    t.fail(`disassemble threw on ${hex(program)}: ${String(err)}`);
    return false;
  }
  if ('error' in result) return result.error.length > 0 && typeof result.text === 'string';
  return result.text.endsWith('\n');
}

test('random bytes never make the disassembler throw', (t) => {
  const random = prng(0x7ea1);
  let bad = 0;
  for (let i = 0; i < 20000; i++) {
    const length = 1 + Math.floor(random() * 40);
    const program = Uint8Array.from({ length }, () => Math.floor(random() * 256));
    program[0] = Math.floor(random() * 16); // mostly real versions, so the opcode paths run
    if (!checkTotal(t, program)) bad++;
  }
  t.is(bad, 0);
});

test('truncated and mutated assembler output never makes the disassembler throw', (t) => {
  const random = prng(0xd15a);
  let checked = 0;
  let bad = 0;
  for (const version of [2, 8, 13, 14]) {
    for (const op of opTable(version).byName.values()) {
      const assembled = assemble(programFor(op, version));
      if (!assembled.ok) continue;
      const bytes = assembled.program;
      for (let end = 0; end <= Math.min(bytes.length, 64); end++) {
        if (!checkTotal(t, bytes.subarray(0, end))) bad++;
        checked++;
      }
      for (let k = 0; k < 8; k++) {
        const mutated = Uint8Array.from(bytes);
        mutated[1 + Math.floor(random() * (mutated.length - 1))] = Math.floor(random() * 256);
        if (!checkTotal(t, mutated)) bad++;
        checked++;
      }
    }
  }
  t.true(checked > 1000);
  t.is(bad, 0);
});
