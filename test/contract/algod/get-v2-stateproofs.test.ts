/** GET /v2/stateproofs/{round}: no state proofs on a dev node (no-state-proof-cases.ts); algosdk's getStateProof. */
import test from 'ava';
import { noStateProofTests } from './no-state-proof-cases.js';

noStateProofTests(
  test,
  (round) => `/v2/stateproofs/${round}`,
  (algod, round) => algod.getStateProof(round).do(),
);
