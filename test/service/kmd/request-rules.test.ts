/**
 * checkKmdRequest (service/kmd/request-rules.ts) on messages as both transports hand them over: the fixed-size
 * rules at any depth, and repeated bytes fields whose items are byte strings, not messages to walk.
 */
import test from 'ava';
import { isAppError } from '../../../src/core/errors.js';
import { encodeAddress } from '../../../src/core/crypto/address.js';
import { checkKmdRequest } from '../../../src/service/kmd/request-rules.js';

const ADDRESS = encodeAddress(Buffer.alloc(32, 7));
/** The same address with its last character changed: the checksum no longer matches. */
const BAD_CHECKSUM = ADDRESS.slice(0, -1) + (ADDRESS.endsWith('A') ? 'B' : 'A');

/** A byte string whose keys must never be enumerated (enumerating one visits every byte). */
function unwalkable(bytes: Buffer): Buffer {
  return new Proxy(bytes, {
    ownKeys() {
      throw new Error('a byte string was walked as a message');
    },
  });
}

test('the items of a repeated bytes field are not walked as messages', (t) => {
  const transactions = Array.from({ length: 4 }, (_, i) => unwalkable(Buffer.alloc(200, i)));
  t.notThrows(() =>
    checkKmdRequest({ wallet_handle_token: 'h', wallet_password: '', transactions, public_keys: [ADDRESS] }),
  );
});

const refused: [string, Record<string, unknown>][] = [
  ['a bad-checksum item of public_keys', { transactions: [Buffer.alloc(10)], public_keys: [ADDRESS, BAD_CHECKSUM] }],
  ['a truncated public_key address', { public_key: ADDRESS.slice(0, 57) }],
  [
    'a bad pk address inside a nested message list',
    { partial_multisig: { subsig: [{ pk: 'NOT-AN-ADDRESS', s: Buffer.alloc(0) }] } },
  ],
  [
    'a 63-byte s inside a nested message list',
    { partial_multisig: { subsig: [{ pk: ADDRESS, s: Buffer.alloc(63) }] } },
  ],
  ['a 31-byte master_derivation_key', { master_derivation_key: Buffer.alloc(31) }],
];
for (const [label, message] of refused) {
  test(`a request with ${label} is refused`, (t) => {
    const error = t.throws(() => checkKmdRequest(message));
    t.true(isAppError(error) && error.code === 'KMD_BAD_REQUEST_BODY');
  });
}

const accepted: [string, Record<string, unknown>][] = [
  ['empty fixed-size and account fields (the zero value)', { public_key: '', public_keys: [''], s: Buffer.alloc(0) }],
  [
    'fixed-size fields of their size and valid addresses',
    { public_key: ADDRESS, partial_multisig: { subsig: [{ pk: ADDRESS, s: Buffer.alloc(64) }] } },
  ],
  [
    'byte strings of any length in fields without a size',
    { transactions: [Buffer.alloc(1), Buffer.alloc(1000)], transaction: Buffer.alloc(7) },
  ],
];
for (const [label, message] of accepted) {
  test(`a request with ${label} passes`, (t) => {
    t.notThrows(() => checkKmdRequest(message));
  });
}
