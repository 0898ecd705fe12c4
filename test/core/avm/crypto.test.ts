import test from 'ava';
import algosdk from 'algosdk';
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { keccak256, sponge256 } from '../../../src/core/avm/crypto/keccak.js';
import { RunMode } from '../../../src/core/avm/index.js';
import { asm, finalStack, notrack, run, toHex } from './helpers.js';

const hashOf = test.macro((t, version: number, op: string, input: string, digest: string) => {
  const push = input === '' ? 'byte ""' : `byte 0x${Buffer.from(input).toString('hex')}`;
  t.deepEqual(finalStack(`${push}; ${op}`, version), [digest]);
});

// FIPS 180-4 / FIPS 202 / Keccak known answers
test('sha256 abc', hashOf, 1, 'sha256', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
test('sha512_256 abc', hashOf, 1, 'sha512_256', 'abc', '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23');
test('sha3_256 empty', hashOf, 7, 'sha3_256', '', 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a');
test('sha3_256 abc', hashOf, 7, 'sha3_256', 'abc', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532');
test(
  'sha512 abc',
  hashOf,
  13,
  'sha512',
  'abc',
  'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
);
test('keccak256 empty', hashOf, 1, 'keccak256', '', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
test('keccak256 abc', hashOf, 1, 'keccak256', 'abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
test('keccak256 fnord (upstream TestSlowLogic)', hashOf, 1, 'keccak256', 'fnord', 'c195eca25a6f4c82bfba0287082ddb0d602ae9230f9cf1f1a40b68f8e2c41567');
test(
  'keccak256 quick brown fox',
  hashOf,
  2,
  'keccak256',
  'The quick brown fox jumps over the lazy dog',
  '4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15',
);

test('the Keccak sponge with SHA3 padding equals SHA3-256 at every block boundary', (t) => {
  for (let n = 0; n <= 420; n++) {
    const data = randomBytes(n);
    t.is(toHex(sponge256(data, 0x06)), createHash('sha3-256').update(data).digest('hex'), `length ${n}`);
  }
  t.is(toHex(keccak256(new Uint8Array(0))), 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
});

test('hash costs change at v2', (t) => {
  // bytecblock + bytec_0 + hash + len
  const cost = (op: string, v: number): number => run(asm(`byte 0x01; ${op}; len`, v)).cost;
  t.deepEqual([cost('sha256', 1), cost('keccak256', 1), cost('sha512_256', 1)], [10, 29, 12]);
  t.deepEqual([cost('sha256', 2), cost('keccak256', 2), cost('sha512_256', 2)], [38, 133, 48]);
  // from v4 a single-use constant assembles to pushbytes (no bytecblock)
  t.is(cost('sha3_256', 7), 132);
});

test('sha512 cost grows per 32 bytes', (t) => {
  const cost = (n: number): number => run(asm(`pushint ${n}; bzero; sha512; len`, 13), { mode: RunMode.Application }).cost;
  // pushint + bzero + (15 + 2 per 32 bytes) + len
  t.deepEqual([cost(0), cost(1), cost(32), cost(33), cost(4096)], [18, 20, 20, 22, 18 + 256]);
});

const ED25519_SOURCE = 'arg 0; arg 1; arg 2; ed25519verify';

function keypair(): { secretKey: Uint8Array; publicKey: Uint8Array } {
  const account = algosdk.generateAccount();
  return { secretKey: account.sk, publicKey: account.addr.publicKey };
}

test('ed25519verify checks "ProgData" ‖ program hash ‖ data (algosdk tealSign oracle)', (t) => {
  const { secretKey, publicKey } = keypair();
  for (const v of [1, 5, 13]) {
    const program = asm(ED25519_SOURCE, v);
    const data = randomBytes(40);
    const signature = algosdk.tealSignFromProgram(secretKey, data, program);
    t.true(run(program, { lsigArgs: [data, signature, publicKey] }).pass, `v${v}`);
    const other = asm(`${ED25519_SOURCE}; int 1; &&`, v);
    t.false(run(other, { lsigArgs: [data, signature, publicKey] }).pass, 'signature binds to the program bytes');
    const flipped = Uint8Array.from(data, (b, i) => (i === 0 ? b ^ 1 : b));
    t.false(run(program, { lsigArgs: [flipped, signature, publicKey] }).pass);
  }
});

test('ed25519verify is logic-sig only before v5', (t) => {
  const program = asm(notrack('byte 0x; byte 0x; byte 0x; ed25519verify'), 4);
  t.is(run(program, { mode: RunMode.Application }).error?.message, 'ed25519verify not allowed in current mode');
  const v5 = asm('byte 0x00; int 64; bzero; int 32; bzero; ed25519verify', 5);
  t.is(run(v5, { mode: RunMode.Application, budget: 2000 }).error, undefined);
});

test('ed25519verify_bare checks the data alone', (t) => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const rawKey = publicKey.export({ format: 'der', type: 'spki' }).subarray(12);
  const data = randomBytes(33);
  const signature = sign(null, data, privateKey);
  const program = asm('arg 0; arg 1; arg 2; ed25519verify_bare', 7);
  t.true(run(program, { lsigArgs: [data, signature, rawKey] }).pass);
  t.false(run(program, { lsigArgs: [randomBytes(33), signature, rawKey] }).pass);
});

test('ed25519 length errors', (t) => {
  for (const op of ['ed25519verify', 'ed25519verify_bare']) {
    const short = asm(notrack(`byte 0x; int 64; bzero; int 31; bzero; ${op}`), 7);
    t.is(run(short).error?.message, 'invalid public key');
    const badSig = asm(notrack(`byte 0x; int 63; bzero; int 32; bzero; ${op}`), 7);
    t.is(run(badSig).error?.message, 'invalid signature');
  }
});
