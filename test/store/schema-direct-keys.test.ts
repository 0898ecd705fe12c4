// The hand-written block and account keys are byte for byte the generic makeKey layout, which restarts read back.
import test from 'ava';
import { accountKey, blockKey, makeKey, Tables } from '../../src/store/schema.js';

const T_BLOCK = Tables.algod.block;
const T_ACCOUNT = Tables.algod.account;

for (const round of [0n, 1n, 255n, 256n, 70_000n, 2n ** 40n, 2n ** 64n - 1n]) {
  test(`blockKey(${round}) = makeKey('algod', T_BLOCK, round)`, (t) => {
    t.deepEqual(blockKey(round), makeKey('algod', T_BLOCK, round));
  });
}

for (const bad of [-1n, 2n ** 64n]) {
  test(`blockKey(${bad}) is refused as makeKey refuses it`, (t) => {
    t.throws(() => blockKey(bad), { message: `key part ${bad} is not a uint64` });
  });
}

test('accountKey(address) = makeKey(algod, T_ACCOUNT, address), also for a view into a larger buffer', (t) => {
  const backing = Buffer.alloc(48);
  for (let i = 0; i < backing.length; i++) backing[i] = i * 7;
  const address = backing.subarray(8, 40);
  t.deepEqual(accountKey(address), makeKey('algod', T_ACCOUNT, address));
  t.deepEqual(accountKey(new Uint8Array(32)), makeKey('algod', T_ACCOUNT, new Uint8Array(32)));
});
