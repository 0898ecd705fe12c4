import test from 'ava';
import algosdk from 'algosdk';
import { randomBytes } from 'node:crypto';
import { encodeAddress } from '../../../src/core/crypto/address.js';
import { keyPairFromSeed } from '../../../src/core/crypto/ed25519.js';
import {
  isValidMnemonic,
  keyFromMnemonic,
  masterDerivationKeyToMnemonic,
  mnemonicFromKey,
  mnemonicToKeyPair,
  mnemonicToMasterDerivationKey,
  secretKeyToMnemonic,
} from '../../../src/core/crypto/mnemonic.js';
import { ENGLISH_WORDLIST } from '../../../src/core/crypto/wordlist-english.js';

const VECTOR =
  'cage advice letter avoid acoustic doctor amount absurd cage advice letter avoid acoustic doctor amount absurd ' +
  'cage advice letter avoid acoustic doctor amount abandon pause';

test('docs/spec/protocol.md §2.5 vector: seed 32 × 0x01', (t) => {
  const seed = Buffer.alloc(32, 1);
  t.is(mnemonicFromKey(seed), VECTOR);
  t.deepEqual(keyFromMnemonic(VECTOR), seed);
  const pair = mnemonicToKeyPair(VECTOR);
  t.is(pair.publicKey.toString('hex'), '8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c');
  t.is(encodeAddress(pair.publicKey), 'RKEOHXLUBHYZL7KS3MWTZOS5OLFGOCN7DWKBEG7TOSEADNAPN5OOTUNSLE');
});

test('word list is the BIP-39 English list (every index checked through algosdk)', (t) => {
  t.is(ENGLISH_WORDLIST.length, 2048);
  t.is(new Set(ENGLISH_WORDLIST).size, 2048);
  for (let w = 0; w < 2048; w++) {
    // The first word encodes the low 11 bits of the key: byte 0 and the low 3 bits of byte 1.
    const seed = Buffer.alloc(32);
    seed[0] = w & 0xff;
    seed[1] = w >> 8;
    const first = algosdk.mnemonicFromSeed(seed).split(' ')[0];
    if (first !== ENGLISH_WORDLIST[w]) {
      t.fail(`word ${w}: ${ENGLISH_WORDLIST[w]} vs ${first}`);
      return;
    }
  }
  t.pass();
});

test('random keys round trip and match algosdk both ways', (t) => {
  for (let i = 0; i < 200; i++) {
    const seed = randomBytes(32);
    const pair = keyPairFromSeed(seed);
    const ours = secretKeyToMnemonic(pair.secretKey);
    t.is(ours, algosdk.secretKeyToMnemonic(pair.secretKey));
    const theirs = algosdk.mnemonicToSecretKey(ours);
    const back = mnemonicToKeyPair(ours);
    t.deepEqual(new Uint8Array(back.secretKey), theirs.sk);
    t.is(encodeAddress(back.publicKey), theirs.addr.toString());
  }
});

test('master derivation key helpers match algosdk', (t) => {
  for (let i = 0; i < 50; i++) {
    const mdk = randomBytes(32);
    const ours = masterDerivationKeyToMnemonic(mdk);
    t.is(ours, algosdk.masterDerivationKeyToMnemonic(mdk));
    t.deepEqual(mnemonicToMasterDerivationKey(ours), mdk);
    t.deepEqual(new Uint8Array(mnemonicToMasterDerivationKey(ours)), algosdk.mnemonicToMasterDerivationKey(ours));
  }
});

test('boundary keys: all zero and all 0xff', (t) => {
  for (const key of [Buffer.alloc(32), Buffer.alloc(32, 0xff)]) {
    const m = mnemonicFromKey(key);
    t.is(m, algosdk.mnemonicFromSeed(key));
    t.deepEqual(keyFromMnemonic(m), key);
  }
});

test('extra spaces are tolerated like upstream', (t) => {
  t.deepEqual(keyFromMnemonic('  ' + VECTOR.replace(/ /g, '   ') + ' '), Buffer.alloc(32, 1));
  t.true(isValidMnemonic(VECTOR));
});

const words = VECTOR.split(' ');
const bad = test.macro({
  exec(t, mnemonic: string, reason: string, message: RegExp) {
    const err = t.throws(() => keyFromMnemonic(mnemonic));
    t.is((err as { code?: string }).code, 'CORE_BAD_MNEMONIC');
    t.is((err as { data?: { reason?: string } }).data?.reason, reason);
    t.regex(err!.message, message);
    t.false(isValidMnemonic(mnemonic));
  },
  title: (title = '') => `rejects ${title}`,
});

test('24 words', bad, words.slice(0, 24).join(' '), 'word-count', /^mnemonic must be 25 words, got 24$/);
test('26 words', bad, [...words, 'abandon'].join(' '), 'word-count', /^mnemonic must be 25 words, got 26$/);
test('empty text', bad, '', 'word-count', /got 0/);
test('unknown word', bad, [...words.slice(0, 3), 'algorand', ...words.slice(4)].join(' '), 'unknown-word',
  /^algorand is not in the words list$/);
test('upper case word', bad, VECTOR.toUpperCase(), 'unknown-word', /^CAGE is not in the words list$/);
test('unknown checksum word', bad, [...words.slice(0, 24), 'xyzzy'].join(' '), 'unknown-word', /xyzzy/);
test('tab separated', bad, VECTOR.replace(/ /g, '\t'), 'word-count', /got 1$/);
test('wrong checksum word', bad, [...words.slice(0, 24), 'abandon'].join(' '), 'checksum',
  /^checksum failed to validate$/);
test('changed key word', bad, ['advice', ...words.slice(1)].join(' '), 'checksum', /^checksum failed to validate$/);
// 'abandon' (index 0) as 24th word is the correct padding; 'zoo' (2047) sets all 8 padding bits.
test('non-zero padding bits in word 24', bad, [...words.slice(0, 23), 'zoo', words[24]].join(' '), 'padding',
  /^checksum failed to validate: .*padding/);

test('keys of the wrong length are refused', (t) => {
  const err = t.throws(() => mnemonicFromKey(Buffer.alloc(31)));
  t.is((err as { code?: string }).code, 'CORE_BAD_MNEMONIC');
  t.is(err!.message, 'key length must be 32 bytes');
  const err2 = t.throws(() => secretKeyToMnemonic(Buffer.alloc(32)));
  t.is((err2 as { code?: string }).code, 'CORE_BAD_LENGTH');
});
