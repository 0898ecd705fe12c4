/**
 * minBalance: the base for an account holding nothing but Algos (however its empty fields are spelled), and the
 * base plus each holding, app, schema entry, extra page and box otherwise.
 */
import test from 'ava';
import { minBalance, type AccountData } from '../../../src/core/ledger/account.js';
import { V42 } from '../../../src/core/ledger/consensus.js';

const p = V42;
const cases: [string, AccountData, bigint][] = [
  ['no field', {}, p.minBalance],
  ['a balance only', { microAlgos: 5_000_000n }, p.minBalance],
  [
    'empty maps, a zero schema, no boxes',
    { assets: new Map(), appParams: new Map(), totalAppSchema: { numUint: 0n, numByteSlice: 0n }, totalBoxes: 0n },
    p.minBalance,
  ],
  ['one asset holding', { assets: new Map([[7n, { amount: 0n }]]) }, 2n * p.minBalance],
  [
    'a created app with schema and an extra page',
    {
      appParams: new Map([[9n, {}]]),
      totalAppSchema: { numUint: 2n, numByteSlice: 1n },
      totalExtraAppPages: 1,
    },
    p.minBalance +
      2n * p.appFlatParamsMinBalance +
      2n * (p.schemaMinBalancePerEntry + p.schemaUintMinBalance) +
      (p.schemaMinBalancePerEntry + p.schemaBytesMinBalance),
  ],
  ['an opt-in', { appLocalStates: new Map([[9n, {}]]) }, p.minBalance + p.appFlatOptInMinBalance],
  [
    'boxes',
    { totalBoxes: 2n, totalBoxBytes: 100n },
    p.minBalance + 2n * p.boxFlatMinBalance + 100n * p.boxByteMinBalance,
  ],
  ['saturated at 2^64 - 1', { totalBoxBytes: 1n << 62n }, (1n << 64n) - 1n],
];

for (const [name, account, expected] of cases) {
  test(`minBalance: ${name}`, (t) => t.is(minBalance(account, p), expected));
}
