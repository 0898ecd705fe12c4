/**
 * Test helper (not a test file): the chain the stateless-check tests sign for ("sandnet-v1", genesis hash 0xaa…),
 * its check context under V42, deterministic accounts and suggested params valid for rounds 1–1001.
 */
import algosdk from 'algosdk';
import { DEFAULT_FEE_SINK, DEFAULT_REWARDS_POOL } from '../../../src/core/crypto/accounts.js';
import { V42 } from '../../../src/core/ledger/consensus.js';
import type { GroupCheckContext } from '../../../src/core/ledger/group-prepare.js';

export const GENESIS_HASH = Buffer.alloc(32, 0xaa);
export const SANDNET = { genesisId: 'sandnet-v1', genesisHash: GENESIS_HASH };
export const sandnetCtx: GroupCheckContext = {
  params: V42,
  feeSink: DEFAULT_FEE_SINK,
  rewardsPool: DEFAULT_REWARDS_POOL,
  header: SANDNET,
};

/** The account whose seed is 32 bytes of `b`. */
export const account = (b: number): algosdk.Account =>
  algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(new Uint8Array(32).fill(b)));

export const sandnetParams: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 1001,
  genesisID: 'sandnet-v1',
  genesisHash: GENESIS_HASH,
};
