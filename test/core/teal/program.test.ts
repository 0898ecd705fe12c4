// Program hash and logic-sig address (docs/spec/teal.md §2), against the spec's check value and algosdk's LogicSigAccount.
import test from 'ava';
import algosdk from 'algosdk';
import { createHash } from 'node:crypto';
import { programAddress, programHash, programHashIsOnCurve } from '../../../src/core/teal/program.js';
import { isOnCurve } from '../../../src/core/teal/curve.js';
import { SeededRandom } from './literals/seeded-random.js';

test('one.teal: AiABASI= hashes to the documented address', (t) => {
  const program = Buffer.from('AiABASI=', 'base64');
  t.is(programAddress(program), 'YOE6C22GHCTKAN3HU4SE5PGIPN5UKXAJTXCQUPJ3KKF5HOAH646MKKCPDA');
});

test('hash is SHA-512/256 of "Program" || bytes', (t) => {
  const program = Uint8Array.from([0x08, 0x81, 0x08]);
  const expected = createHash('sha512-256').update('Program').update(program).digest();
  t.deepEqual(Buffer.from(programHash(program)), expected);
  t.is(programHash(program).length, 32);
});

test('random programs match algosdk LogicSigAccount addresses', (t) => {
  const rng = new SeededRandom('program-address');
  for (let i = 0; i < 200; i++) {
    const program = Uint8Array.from(rng.bytes(1 + rng.int(300)));
    program[0] = 1 + rng.int(13);
    t.is(programAddress(program), new algosdk.LogicSigAccount(program).address().toString());
  }
});

test('programHashIsOnCurve is the curve test of the hash', (t) => {
  const rng = new SeededRandom('program-curve');
  const seen = new Set<boolean>();
  for (let i = 0; i < 64; i++) {
    const program = rng.bytes(1 + rng.int(40));
    const onCurve = programHashIsOnCurve(program);
    t.is(onCurve, isOnCurve(programHash(program)));
    seen.add(onCurve);
  }
  t.is(seen.size, 2, 'both outcomes occur');
});
