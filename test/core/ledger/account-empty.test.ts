/**
 * isEmptyAccount: a record with no field set is an account that does not exist (it is deleted when written).
 */
import test from 'ava';
import { isEmptyAccount, type AccountData } from '../../../src/core/ledger/account.js';

const cases: [string, AccountData, boolean][] = [
  ['no field', {}, true],
  ['every field at its zero value', { status: 0, microAlgos: 0n, voteId: new Uint8Array(32), assets: new Map() }, true],
  ['a balance', { microAlgos: 1n }, false],
  ['no balance, an asset holding', { microAlgos: 0n, assets: new Map([[5n, { amount: 0n }]]) }, false],
  ['no balance, a rewards base', { rewardsBase: 3n }, false],
  ['no balance, a selection key', { selectionId: new Uint8Array(32).fill(1) }, false],
  ['no balance, a total schema', { totalAppSchema: { numUint: 1n } }, false],
];

for (const [name, account, empty] of cases) {
  test(`isEmptyAccount: ${name}`, (t) => t.is(isEmptyAccount(account), empty));
}
