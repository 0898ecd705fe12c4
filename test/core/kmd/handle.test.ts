import test from 'ava';
import { formatHandle, parseHandle } from '../../../src/core/kmd/handle.js';

const ID = '0123456789abcdef';
const SECRET = 'ab'.repeat(32);

const rejects = test.macro((t, token: string, message: string) => {
  const error = t.throws(() => parseHandle(token));
  t.is(error?.message, message);
  t.is((error as { code?: string } | undefined)?.code, 'KMD_BAD_HANDLE');
});

test('format and parse round-trip', (t) => {
  const token = formatHandle(Buffer.from(ID, 'hex'), Buffer.from(SECRET, 'hex'));
  t.is(token, `${ID}.${SECRET}`);
  t.deepEqual(parseHandle(token), { id: ID, secret: SECRET });
});

test('no dot', rejects, 'nope', 'wrong number of token parts');
test('empty', rejects, '', 'wrong number of token parts');
test('short id', rejects, `${ID.slice(1)}.${SECRET}`, 'invalid wallet handle id');
test('upper-case id', rejects, `${ID.toUpperCase()}.${SECRET}`, 'invalid wallet handle id');
test('long secret', rejects, `${ID}.${SECRET}0`, 'invalid wallet handle secret');
test('second dot belongs to the secret', rejects, `${ID}.${SECRET.slice(2)}.a`, 'invalid wallet handle secret');
test('upper-case secret', rejects, `${ID}.${SECRET.toUpperCase()}`, 'invalid wallet handle secret');
