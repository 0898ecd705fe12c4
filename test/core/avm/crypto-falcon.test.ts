import test from 'ava';
import { readFileSync } from 'node:fs';
import { RunMode } from '../../../src/core/avm/index.js';
import { asm, notrack, outcome, run, versionsFrom } from './helpers.js';

// Signatures made by algorand/falcon (test/fixtures/falcon/det1024-vectors.json, see test/core/crypto/falcon.test.ts).
interface Vectors {
  readonly keys: readonly string[];
  readonly vectors: readonly { name: string; key: number; message: string; signature: string; valid: boolean }[];
}
const FIXTURE = new URL('../../fixtures/falcon/det1024-vectors.json', import.meta.url);
const { keys, vectors } = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Vectors;
const BIG = { budget: 20_000 } as const;

const source = (message: string, signature: string, key: string): string =>
  `byte 0x${message}; byte 0x${signature}; byte 0x${key}; falcon_verify`;

test('falcon_verify: 1 for the reference signatures, 0 for the rest, from v12', (t) => {
  const valid = vectors.find((v) => v.valid && v.message !== '')!;
  const invalid = vectors.find((v) => v.name === 'salt version 1')!;
  for (const v of versionsFrom(12)) {
    t.is(outcome(source(valid.message, valid.signature, keys[valid.key]!), v, BIG), 'pass', `v${v}`);
    t.is(outcome(source(invalid.message, invalid.signature, keys[invalid.key]!), v, BIG), 'reject', `v${v}`);
  }
  t.throws(() => asm(source('00', '00', keys[0]!), 11), { message: /falcon_verify opcode was introduced in v12/ });
});

test('falcon_verify: wrong key sizes fail; any signature length is just 0', (t) => {
  t.is(
    outcome(notrack('byte 0x01; byte 0x02; int 1792; bzero; falcon_verify'), 12, BIG),
    'error: invalid public key size 1792 != 1793',
  );
  t.is(outcome(notrack(`byte 0x01; byte ""; byte 0x${keys[0]}; falcon_verify`), 12, BIG), 'reject');
  t.is(outcome(notrack(`byte 0x01; int 4000; bzero; byte 0x${keys[0]}; falcon_verify`), 12, BIG), 'reject');
});

test('falcon_verify costs 1700 in both modes', (t) => {
  const program = asm('byte 0x01; byte 0x02; int 1793; bzero; falcon_verify', 12);
  for (const mode of [RunMode.Signature, RunMode.Application]) {
    const result = run(program, { mode, budget: 10_000 });
    t.is(result.error, undefined);
    t.is(result.cost, 4 + 1700);
  }
});
