import test from 'ava';
import algosdk from 'algosdk';
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { keccak256, sponge256 } from '../../../src/core/avm/crypto/keccak.js';
import { RunMode } from '../../../src/core/avm/index.js';
import { asm, finalStack, notrack, run, toHex } from './helpers.js';
import { edgeCases } from '../../fixtures/ed25519-edge.js';

const hashOf = test.macro((t, version: number, op: string, input: string, digest: string) => {
  const push = input === '' ? 'byte ""' : `byte 0x${Buffer.from(input).toString('hex')}`;
  t.deepEqual(finalStack(`${push}; ${op}`, version), [digest]);
});

// FIPS 180-4 / FIPS 202 / Keccak known answers
test('sha256 abc', hashOf, 1, 'sha256', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
test(
  'sha512_256 abc',
  hashOf,
  1,
  'sha512_256',
  'abc',
  '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23',
);
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
test(
  'keccak256 abc',
  hashOf,
  1,
  'keccak256',
  'abc',
  '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
);
test(
  'keccak256 fnord (upstream TestSlowLogic)',
  hashOf,
  1,
  'keccak256',
  'fnord',
  'c195eca25a6f4c82bfba0287082ddb0d602ae9230f9cf1f1a40b68f8e2c41567',
);
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
  const cost = (n: number): number =>
    run(asm(`pushint ${n}; bzero; sha512; len`, 13), { mode: RunMode.Application }).cost;
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

test('ed25519verify_bare follows the node rules: torsion and small-order R pass, encoding refusals stay', (t) => {
  const program = asm('arg 0; arg 1; arg 2; ed25519verify_bare', 7);
  const picked = edgeCases().filter((c) =>
    ['small-order R = 0·T8', 'R + 1·T8', 'A + 1·T8', 'R negative zero', 'small-order A 0100…80', 'taming #'].some((p) =>
      c.name.startsWith(p),
    ),
  );
  t.true(picked.some((c) => c.valid && !c.libsodium));
  for (const c of picked) {
    t.is(run(program, { lsigArgs: [c.message, c.signature, c.publicKey] }).pass, c.valid, c.name);
  }
});

test('ed25519 length errors', (t) => {
  for (const op of ['ed25519verify', 'ed25519verify_bare']) {
    const short = asm(notrack(`byte 0x; int 64; bzero; int 31; bzero; ${op}`), 7);
    t.is(run(short).error?.message, 'invalid public key');
    const badSig = asm(notrack(`byte 0x; int 63; bzero; int 32; bzero; ${op}`), 7);
    t.is(run(badSig).error?.message, 'invalid signature');
  }
});

// go-sumhash's sumhash512_test.go vectors (the first, second and last are also upstream's TestSumhash512)
const SUMHASH_VECTORS: readonly (readonly [string, string])[] = [
  [
    '',
    '591591c93181f8f90054d138d6fa85b63eeeb416e6fd201e8375ba05d3cb55391047b9b64e534042562cc61944930c0075f906f16710cdade381ee9dd47d10a0',
  ],
  [
    'a',
    'ea067eb25622c633f5ead70ab83f1d1d76a7def8d140a587cb29068b63cb6407107aceecfdffa92579ed43db1eaa5bbeb4781223a6e07dd5b5a12d5e8bde82c6',
  ],
  [
    'ab',
    'ef09d55b6add510f1706a52c4b45420a6945d0751d73b801cbc195a54bc0ade0c9ebe30e09c2c00864f2bd1692eba79500965925e2be2d1ac334425d8d343694',
  ],
  [
    'abc',
    'a8e9b8259a93b8d2557434905790114a2a2e979fbdc8aa6fd373315a322bf0920a9b49f3dc3a744d8c255c46cd50ff196415c8245cdbb2899dec453fca2ba0f4',
  ],
  [
    'abcd',
    '1d4277f17e522c4607bc2912bb0d0ac407e60e3c86e2b6c7daa99e1f740fe2b4fc928defad8e1ccc4e7d96b79896ffe086836c172a3db40a154d2229484f359b',
  ],
  [
    'You must be the change you wish to see in the world. -Mahatma Gandhi',
    '5c5f63ac24392d640e5799c4164b7cc03593feeec85844cc9691ea0612a97caabc8775482624e1cd01fb8ce1eca82a17dd9d4b73e00af4c0468fd7d8e6c2e4b5',
  ],
  [
    'I think, therefore I am. – Rene Descartes.',
    '2d4583cdb18710898c78ec6d696a86cc2a8b941bb4d512f9d46d96816d95cbe3f867c9b8bd31964406c847791f5669d60b603c9c4d69dadcb87578e613b60b7a',
  ],
];

test('sumhash512: go-sumhash known answers (v14)', (t) => {
  for (const [input, digest] of SUMHASH_VECTORS) {
    const push = input === '' ? 'byte ""' : `byte 0x${Buffer.from(input).toString('hex')}`;
    t.deepEqual(finalStack(`${push}; sumhash512`, 14), [digest], input);
  }
  t.throws(() => asm('byte "a"; sumhash512', 13), { message: /sumhash512 opcode was introduced in v14/ });
});

/** The compression as go-sumhash's Matrix.Compress writes it: bit by bit, in BigInt. */
function referenceSumhash(data: Uint8Array): string {
  const seed = Buffer.from([64, 0, 8, 0, 0, 4, ...Buffer.from('Algorand')]);
  const words = createHash('shake256', { outputLength: 8 * 1024 * 8 })
    .update(seed)
    .digest();
  const a = (row: number, column: number): bigint => words.readBigUInt64LE((row * 1024 + column) * 8);
  const bitLength = Buffer.alloc(16);
  bitLength.writeBigUInt64LE(BigInt(data.length) * 8n);
  const zeros = (48 - ((data.length + 1) % 64) + 64) % 64;
  const message = Buffer.concat([data, Buffer.from([1]), Buffer.alloc(zeros), bitLength]);
  let chain = Buffer.alloc(64);
  for (let offset = 0; offset < message.length; offset += 64) {
    const input = Buffer.concat([chain, message.subarray(offset, offset + 64)]);
    const next = Buffer.alloc(64);
    for (let row = 0; row < 8; row++) {
      let sum = 0n;
      for (let bit = 0; bit < 1024; bit++) if ((input[bit >> 3]! >> (bit & 7)) & 1) sum += a(row, bit);
      next.writeBigUInt64LE(sum & 0xffffffffffffffffn, row * 8);
    }
    chain = next;
  }
  return chain.toString('hex');
}

test('sumhash512: the table-driven hash equals the bitwise definition at every padding boundary', (t) => {
  for (const length of [0, 1, 47, 48, 63, 64, 65, 111, 112, 128, 200, 1000]) {
    const data = randomBytes(length);
    t.deepEqual(finalStack(`byte 0x${toHex(data)}; sumhash512`, 14), [referenceSumhash(data)], `${length} bytes`);
  }
});

test('sumhash512 cost: 150 + 4 per 7 bytes', (t) => {
  const cost = (n: number): number => run(asm(`pushint ${n}; bzero; sumhash512; len`, 14)).cost;
  // pushint + bzero + op + len
  t.deepEqual([cost(0), cost(1), cost(7), cost(8), cost(700)], [153, 157, 157, 161, 153 + 400]);
});
