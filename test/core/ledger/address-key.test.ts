/**
 * `addressKey` (one char per byte, the map key of addresses and TxIDs everywhere in the ledger): the same string as
 * Node's latin1 decoding, for plain arrays and for views at an offset into a larger buffer, and `keyAddress` turns
 * it back into the bytes.
 */
import test from 'ava';
import fc from 'fast-check';
import { addressKey, keyAddress } from '../../../src/core/ledger/state.js';

test('addressKey is the latin1 string of the bytes, views included, and keyAddress inverts it', (t) => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 64 }), fc.nat(8), (bytes, pad) => {
      const backing = new Uint8Array(pad + bytes.length + 3);
      backing.set(bytes, pad);
      const view = backing.subarray(pad, pad + bytes.length);
      const expected = Buffer.from(bytes).toString('latin1');
      return (
        addressKey(bytes) === expected &&
        addressKey(view) === expected &&
        addressKey(Buffer.from(bytes)) === expected &&
        keyAddress(expected).equals(bytes)
      );
    }),
  );
  t.is(addressKey(new Uint8Array([0x00, 0x7f, 0x80, 0xff])), '\u0000\u007f\u0080\u00ff');
});
