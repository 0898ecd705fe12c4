/**
 * keyedTextHashInto (kmd's per-request password check) writes exactly keyedTextHash's digest, for the empty text
 * (no copy) and for any other, ASCII or not, and under another key a different one.
 */
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { keyedTextHash, keyedTextHashInto } from '../../../src/core/crypto/keyed-hash.js';

test('keyedTextHashInto equals keyedTextHash for every kind of text', (t) => {
  const key = randomBytes(32);
  const out = Buffer.alloc(32);
  for (const text of ['', 'a', 'correct horse battery staple', 'pässwörd ✓', 'x'.repeat(1000)]) {
    keyedTextHashInto(out, key, text);
    t.deepEqual(out, keyedTextHash(key, text), JSON.stringify(text.slice(0, 20)));
  }
  keyedTextHashInto(out, randomBytes(32), 'a');
  t.notDeepEqual(out, keyedTextHash(key, 'a'));
});
