import test from 'ava';
import { randomBytes } from 'node:crypto';
import { sha512_256Batch, signBatch, verifyBatch } from '../../../src/core/crypto/batch.js';
import { generateKeyPair, sign } from '../../../src/core/crypto/ed25519.js';
import { sha512_256 } from '../../../src/core/crypto/hash.js';
import { packBytes, packFixed, packedCount, packedItem } from '../../../src/core/packed.js';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

const sizes = [0, 1, 0, 33, 200, 0];

test('packBytes round trip keeps empty items and owns fresh buffers', (t) => {
  const items = sizes.map((n) => randomBytes(n));
  const packed = packBytes(items);
  t.is(packedCount(packed), items.length);
  items.forEach((item, i) => t.deepEqual(Buffer.from(packedItem(packed, i)), item));
  t.is(packed.data.byteOffset, 0);
  t.is(packed.data.buffer.byteLength, packed.data.length, 'not a slice of a shared pool');
  t.is(packedCount(packBytes([])), 0);
});

test('malformed packing is refused', (t) => {
  const data = new Uint8Array(4);
  t.is(
    codeOf(() => packedCount({ data, offsets: Uint32Array.of(0, 3) })),
    'CORE_BAD_ARGUMENT',
  );
  t.is(
    codeOf(() => packedCount({ data, offsets: Uint32Array.of(1, 4) })),
    'CORE_BAD_ARGUMENT',
  );
  t.is(
    codeOf(() => packedCount({ data, offsets: Uint32Array.of(0, 3, 2, 4) })),
    'CORE_BAD_ARGUMENT',
  );
  t.is(
    codeOf(() => packedCount({ data, offsets: new Uint32Array(0) })),
    'CORE_BAD_ARGUMENT',
  );
  t.is(
    codeOf(() => packFixed([new Uint8Array(3)], 4, 'thing')),
    'CORE_BAD_LENGTH',
  );
});

test('signBatch equals one-by-one sign byte for byte; verifyBatch accepts them', (t) => {
  const keys = sizes.map(() => generateKeyPair(randomBytes));
  const messages = sizes.map((n) => randomBytes(n));
  const signatures = signBatch(
    packBytes(messages),
    packFixed(
      keys.map((k) => k.secretKey),
      64,
      'sk',
    ),
  );
  t.is(signatures.length, sizes.length * 64);
  messages.forEach((m, i) => {
    t.deepEqual(Buffer.from(signatures.subarray(i * 64, (i + 1) * 64)), sign(m, keys[i]!.secretKey));
  });
  const valid = verifyBatch(
    packBytes(messages),
    signatures,
    packFixed(
      keys.map((k) => k.publicKey),
      32,
      'pk',
    ),
  );
  t.deepEqual(
    [...valid],
    sizes.map(() => 1),
  );
});

test('verifyBatch flags exactly the corrupted items', (t) => {
  const keys = sizes.map(() => generateKeyPair(randomBytes));
  const messages = sizes.map((n) => randomBytes(n));
  const signatures = signBatch(
    packBytes(messages),
    packFixed(
      keys.map((k) => k.secretKey),
      64,
      'sk',
    ),
  );
  signatures[1 * 64 + 5]! ^= 0x40; // corrupt signature 1
  const pks = packFixed(
    keys.map((k) => k.publicKey),
    32,
    'pk',
  );
  pks.set(generateKeyPair(randomBytes).publicKey, 3 * 32); // wrong key for item 3
  const valid = verifyBatch(packBytes(messages), signatures, pks);
  t.deepEqual([...valid], [1, 0, 1, 0, 1, 1]);
});

test('batch block sizes must match the item count', (t) => {
  const packed = packBytes([new Uint8Array(1), new Uint8Array(2)]);
  t.is(
    codeOf(() => signBatch(packed, new Uint8Array(64))),
    'CORE_BAD_LENGTH',
  );
  t.is(
    codeOf(() => verifyBatch(packed, new Uint8Array(128), new Uint8Array(32))),
    'CORE_BAD_LENGTH',
  );
  t.is(
    codeOf(() => verifyBatch(packed, new Uint8Array(64), new Uint8Array(64))),
    'CORE_BAD_LENGTH',
  );
});

test('sha512_256Batch equals sha512_256 per item', (t) => {
  const items = sizes.map((n) => randomBytes(n));
  const digests = sha512_256Batch(packBytes(items));
  items.forEach((item, i) => t.deepEqual(Buffer.from(digests.subarray(i * 32, (i + 1) * 32)), sha512_256(item)));
});
