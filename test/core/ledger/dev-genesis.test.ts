import test from 'ava';
import algosdk from 'algosdk';
import { V42 } from '../../../src/core/ledger/consensus.js';
import {
  DEV_TOTAL_STAKE,
  genesisAccounts,
  genesisHeader,
  genesisJsonText,
  makeDevGenesis,
} from '../../../src/core/ledger/dev-genesis.js';
import { addressKey } from '../../../src/core/ledger/state.js';
import { decodeAddress } from '../../../src/core/crypto/address.js';
import { DEFAULT_FEE_SINK, DEFAULT_REWARDS_POOL } from '../../../src/core/crypto/accounts.js';
import { genesisHash, parseGenesisJson } from '../../../src/core/txn/genesis.js';

const wallets = Array.from({ length: 3 }, () => algosdk.generateAccount().addr.toString());

test('the dev genesis allocates pool, sink and the wallets 40/40/20, and its JSON round-trips to the same hash', (t) => {
  const genesis = makeDevGenesis({ network: 'dockernet', wallets, params: V42 });
  const accounts = genesisAccounts(genesis);
  t.deepEqual(accounts.get(addressKey(DEFAULT_REWARDS_POOL)), { status: 2, microAlgos: 100_000n });
  t.deepEqual(accounts.get(addressKey(DEFAULT_FEE_SINK)), { status: 2, microAlgos: 100_000n });
  const stakes = wallets.map((w) => accounts.get(addressKey(decodeAddress(w)))?.microAlgos);
  t.deepEqual(stakes, [(DEV_TOTAL_STAKE * 4n) / 10n, (DEV_TOTAL_STAKE * 4n) / 10n, (DEV_TOTAL_STAKE * 2n) / 10n]);
  const text = genesisJsonText(genesis);
  t.true(text.endsWith('}\n'));
  t.deepEqual(genesisHash(parseGenesisJson(text)), genesisHash(genesis));
});

test('the round-0 header: genesis id and hash, seed = hash, TxnCounter 1000, empty-payset commitment', (t) => {
  const genesis = makeDevGenesis({ network: 'sandnet', wallets, params: V42 });
  const hash = genesisHash(genesis);
  const header = genesisHeader(genesis, hash, V42);
  t.is(header.genesisId, 'sandnet-v1');
  t.deepEqual(header.genesisHash, hash);
  t.deepEqual(header.seed, hash);
  t.is(header.txnCounter, 1000n);
  t.is(header.rewardsRecalculationRound, 500_000n);
  t.is(header.rewardsRate, 0n);
  t.is(Buffer.from(header.txnCommitment!).toString('base64'), 'J3hisbLS0SebtaGdDYdRj+cVAPEmuLozZ3W9NJoee3M=');
});

test('bad input: no wallets, a network name with "-", a repeated allocation', (t) => {
  t.throws(() => makeDevGenesis({ network: 'x', wallets: [], params: V42 }), { code: 'CORE_BAD_ARGUMENT' } as never);
  t.throws(() => makeDevGenesis({ network: 'a-b', wallets, params: V42 }), { code: 'CORE_BAD_ARGUMENT' } as never);
  const twice = makeDevGenesis({ network: 'x', wallets: [wallets[0]!, wallets[0]!], params: V42 });
  t.throws(() => genesisAccounts(twice), { message: `repeated allocation to ${wallets[0]}` });
});
