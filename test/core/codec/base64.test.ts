import test from 'ava';
import { randomBytes } from 'node:crypto';
import { decodeBase64Strict } from '../../../src/core/codec/base64.js';

/** The definition: the padded standard grammar, then Node's decoder. */
const GRAMMAR = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const reference = (text: string): Buffer | undefined => (GRAMMAR.test(text) ? Buffer.from(text, 'base64') : undefined);

test('strict base64 equals the grammar-then-decode definition (property, with junk, url-safe and bad padding)', (t) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_ .\n';
  for (let round = 0; round < 3000; round++) {
    let text = randomBytes(1 + (round % 40)).toString('base64');
    // mutate some of them: a random character, a dropped or extra pad, trailing bits set
    const r = round % 5;
    if (r === 1) {
      const at = round % text.length;
      text = text.slice(0, at) + alphabet[round % alphabet.length] + text.slice(at + 1);
    } else if (r === 2) text = text.replace(/=+$/, '');
    else if (r === 3) text += '=';
    else if (r === 4 && text.endsWith('=')) {
      const i = text.replace(/=+$/, '').length - 1;
      text = text.slice(0, i) + 'B/9'[round % 3] + text.slice(i + 1);
    }
    const expected = reference(text);
    const actual = decodeBase64Strict(text);
    t.deepEqual(
      actual === undefined ? undefined : [...actual],
      expected === undefined ? undefined : [...expected],
      JSON.stringify(text),
    );
  }
});

test('non-zero unused bits are accepted, as Go does', (t) => {
  // "QR==" decodes to one byte (0x41) with unused bits set; canonical is "QQ=="
  t.deepEqual(decodeBase64Strict('QR=='), Buffer.from([0x41]));
  t.is(decodeBase64Strict('QQ'), undefined);
  t.is(decodeBase64Strict('QQ-='), undefined);
  t.deepEqual(decodeBase64Strict(''), Buffer.alloc(0));
});
