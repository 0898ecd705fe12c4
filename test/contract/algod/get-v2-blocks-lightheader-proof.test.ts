/**
 * GET /v2/blocks/{round}/lightheader/proof: no state proofs on a dev node (no-state-proof-cases.ts); algosdk's
 * getLightBlockHeaderProof.
 */
import test from 'ava';
import { noStateProofTests } from './no-state-proof-cases.js';

noStateProofTests(
  test,
  (round) => `/v2/blocks/${round}/lightheader/proof`,
  (algod, round) => algod.getLightBlockHeaderProof(round).do(),
);
