// The addon's batched ed25519 verifier against core's one-by-one verify: same answer for every item, whatever
// the batch size (below, at and across the 64-signature combination) and wherever the bad signatures sit.
import test from 'ava';
import { keyPairFromSeed, sign } from '../../src/core/crypto/ed25519.js';
import { isAppError } from '../../src/core/errors.js';
import { packBytes, packFixed } from '../../src/core/packed.js';
import { loadVerifier } from '../../src/native/index.js';
import {
  byteStream,
  edgeCases,
  keyOf,
  L,
  randomInvalid,
  randomTorsioned,
  randomValid,
  torsioned,
  type Ed25519Case,
} from '../fixtures/ed25519-edge.js';

const native = loadVerifier();
const core = loadVerifier({ forceJs: true });

/** Deterministic pseudo-random bytes (xorshift), so a failure reproduces. */
function bytes(seed: number, n: number): Buffer {
  let x = seed * 2654435761 + 1;
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

type Corruption = 'none' | 'message' | 'R' | 's' | 'key' | 's+L' | 'zero-key';

/** `signers` distinct keys sign the batch in turn (default: one key per signature). */
function batch(seed: number, n: number, corrupt: (i: number) => Corruption, signers = n) {
  const messages: Buffer[] = [];
  const sigs: Buffer[] = [];
  const keys: Uint8Array[] = [];
  for (let i = 0; i < n; i++) {
    const pair = keyPairFromSeed(bytes(seed * 1000 + (i % signers), 32));
    const message = bytes(seed * 7 + i, (i * 37) % 300);
    const sig = Buffer.from(sign(message, pair.secretKey));
    let key: Uint8Array = Buffer.from(pair.publicKey);
    switch (corrupt(i)) {
      case 'message':
        if (message.length > 0) message[0]! ^= 1;
        else sig[5]! ^= 1; // an empty message cannot be altered: alter the signature's R instead
        break;
      case 'R':
        sig[3]! ^= 0x10;
        break;
      case 's':
        sig[40]! ^= 0x01;
        break;
      case 'key':
        key = keyPairFromSeed(bytes(seed * 1000 + n + i + 1, 32)).publicKey; // a key no other item signs with
        break;
      case 's+L':
        sig[63]! |= 0xf0;
        break;
      case 'zero-key':
        key = Buffer.alloc(32);
        break;
      case 'none':
        break;
    }
    messages.push(message);
    sigs.push(sig);
    keys.push(key);
  }
  return { messages: packBytes(messages), sigs: packFixed(sigs, 64, 'sig'), keys: packFixed(keys, 32, 'key') };
}

test('the addon is built and serves the verifier (otherwise every parity test below is void)', (t) => {
  t.true(native.isNative);
  t.false(core.isNative);
});

const KINDS: Corruption[] = ['message', 'R', 's', 'key', 's+L', 'zero-key'];
const CASES: [string, number, (i: number) => Corruption, number?][] = [
  ['empty', 0, () => 'none'],
  ['one valid', 1, () => 'none'],
  ['one invalid', 1, () => 'message'],
  ['two valid', 2, () => 'none'],
  ['63 valid', 63, () => 'none'],
  ['64 valid', 64, () => 'none'],
  ['65 valid', 65, () => 'none'],
  ['200 valid', 200, () => 'none'],
  ['one bad in 64, last place', 64, (i) => (i === 63 ? 'R' : 'none')],
  ['one bad in 65, alone in the second combination', 65, (i) => (i === 64 ? 's' : 'none')],
  ['every kind of bad, spread', 150, (i) => (i % 11 === 3 ? KINDS[i % KINDS.length]! : 'none')],
  ['all bad', 70, (i) => KINDS[i % KINDS.length]!],
  // Signatures under one key share its point in the combination.
  ['64 valid under one key', 64, () => 'none', 1],
  ['one bad in 64 under one key', 64, (i) => (i === 20 ? 's' : 'none'), 1],
  ['every kind of bad among 150 under three keys', 150, (i) => (i % 7 === 2 ? KINDS[i % KINDS.length]! : 'none'), 3],
  ['all bad under two keys', 70, (i) => KINDS[i % KINDS.length]!, 2],
  ['200 valid under five keys', 200, () => 'none', 5],
];

for (const [name, n, corrupt, signers] of CASES) {
  test(`verifyBatch: native = core, ${name}`, (t) => {
    const { messages, sigs, keys } = batch(n + 17, n, corrupt, signers);
    const expected = core.verifyBatch(messages, sigs, keys);
    t.deepEqual([...native.verifyBatch(messages, sigs, keys)], [...expected]);
    t.is(
      expected.filter((v) => v === 1).length,
      Array.from({ length: n }, (_, i) => corrupt(i)).filter((c) => c === 'none').length,
    );
  });
}

test('verifyBatch: wrong block sizes and packing are refused before any work', (t) => {
  const { messages, sigs, keys } = batch(3, 4, () => 'none');
  for (const verifier of [native, core]) {
    const short = t.throws(() => verifier.verifyBatch(messages, sigs.subarray(0, 200), keys));
    t.true(isAppError(short) && short.code === 'CORE_BAD_LENGTH');
    const keysShort = t.throws(() => verifier.verifyBatch(messages, sigs, keys.subarray(1)));
    t.true(isAppError(keysShort) && keysShort.code === 'CORE_BAD_LENGTH');
    const badOffsets = t.throws(() =>
      verifier.verifyBatch({ data: messages.data, offsets: new Uint32Array([0, 5, 2, 9, 10]) }, sigs, keys),
    );
    t.true(isAppError(badOffsets) && badOffsets.code === 'CORE_BAD_ARGUMENT');
  }
});

// go-algorand's rules on the edge cases (non-canonical encodings, small-order keys and R, torsion components,
// published vectors): every case alone, all of them in one batch, and each bad one hidden among valid ones.
const EDGE = edgeCases();

function packCases(cases: readonly Ed25519Case[]) {
  return {
    messages: packBytes(cases.map((c) => c.message)),
    sigs: packFixed(
      cases.map((c) => c.signature),
      64,
      'sig',
    ),
    keys: packFixed(
      cases.map((c) => c.publicKey),
      32,
      'key',
    ),
  };
}

test(`edge cases (${EDGE.length}) one at a time: libsodium's yes, else the addon's own check`, (t) => {
  for (const c of EDGE) {
    const { messages, sigs, keys } = packCases([c]);
    t.is(native.verifyBatch(messages, sigs, keys)[0], c.valid ? 1 : 0, c.name);
  }
});

test(`edge cases (${EDGE.length}) each paired with one honest signature: native = the node's verdict`, (t) => {
  // A pair exercises the combination and, when the edge case fails, the addon's one-by-one check after it.
  const [honest] = randomValid('pair', 1);
  for (const c of EDGE) {
    const { messages, sigs, keys } = packCases([c, honest!]);
    t.deepEqual([...native.verifyBatch(messages, sigs, keys)], [c.valid ? 1 : 0, 1], c.name);
  }
});

test('edge cases in one batch, and torsioned signatures among honest ones: native = the node = core', (t) => {
  const cases = [...EDGE, ...randomTorsioned('batch', 40), ...randomValid('batch', 60), ...randomInvalid('batch', 30)];
  const { messages, sigs, keys } = packCases(cases);
  const expected = cases.map((c) => (c.valid ? 1 : 0));
  t.deepEqual([...native.verifyBatch(messages, sigs, keys)], expected);
  t.deepEqual([...core.verifyBatch(messages, sigs, keys)], expected);
});

test('torsioned signatures sharing one torsioned key, with a bad one among them: native = core', (t) => {
  const next = byteStream('shared torsioned key');
  const key = keyOf(next(32));
  const cases = Array.from({ length: 48 }, (_, k) => {
    const r = (BigInt(`0x${Buffer.from(next(32)).toString('hex')}`) % (L - 1n)) + 1n;
    return torsioned(`shared key #${k}`, key, next(k % 40), r, 3, k % 8);
  });
  const bad = { ...cases[17]!, signature: Uint8Array.from(cases[17]!.signature), valid: false };
  bad.signature[40]! ^= 1;
  cases[17] = bad;
  t.is(new Set(cases.map((c) => Buffer.from(c.publicKey).toString('hex'))).size, 1);
  const { messages, sigs, keys } = packCases(cases);
  const expected = cases.map((c) => (c.valid ? 1 : 0));
  t.deepEqual([...native.verifyBatch(messages, sigs, keys)], expected);
  t.deepEqual([...core.verifyBatch(messages, sigs, keys)], expected);
});

test('a batch of only valid edge cases (torsion, small-order R) passes as one combination', (t) => {
  const cases = [...EDGE.filter((c) => c.valid), ...randomTorsioned('valid-only', 64)];
  const { messages, sigs, keys } = packCases(cases);
  t.true(cases.length > 64);
  t.deepEqual([...native.verifyBatch(messages, sigs, keys)], Array<number>(cases.length).fill(1));
});

test('each invalid edge case hidden among 63 valid signatures is the only one refused', (t) => {
  const honest = randomValid('hidden', 63);
  for (const bad of EDGE.filter((c) => !c.valid).slice(0, 40)) {
    const cases = [...honest.slice(0, 31), bad, ...honest.slice(31)];
    const { messages, sigs, keys } = packCases(cases);
    const got = native.verifyBatch(messages, sigs, keys);
    t.deepEqual(
      [...got],
      Array.from({ length: 64 }, (_, i) => (i === 31 ? 0 : 1)),
      bad.name,
    );
  }
});

test('random bytes as signatures and keys: native = core, and nothing breaks', (t) => {
  // Mostly garbage, with every fourth key a real point and every fourth s canonical, so that items reach the
  // equation as well as the encoding checks.
  const n = 300;
  const messages: Buffer[] = [];
  const sigs: Buffer[] = [];
  const keys: Buffer[] = [];
  for (let i = 0; i < n; i++) {
    messages.push(bytes(9000 + i, i % 50));
    const sig = bytes(7000 + i, 64);
    if (i % 4 === 0) sig[63]! &= 0x0f;
    sigs.push(sig);
    keys.push(i % 4 === 1 ? keyPairFromSeed(bytes(5000 + i, 32)).publicKey : bytes(3000 + i, 32));
  }
  const packed = { messages: packBytes(messages), sigs: packFixed(sigs, 64, 'sig'), keys: packFixed(keys, 32, 'key') };
  const expected = core.verifyBatch(packed.messages, packed.sigs, packed.keys);
  t.deepEqual([...native.verifyBatch(packed.messages, packed.sigs, packed.keys)], [...expected]);
  t.true(expected.every((v) => v === 0));
});
