/**
 * Test helper (not a test file): random signed transactions for the payset tests, of every type (random-txn.ts),
 * with and without `gen`/`gh` (mostly the given header's hash), signed by a single key, a multisig, a logic sig
 * (plain, delegated by key or by multisig), a PQ signature or nothing, rekeyed or not; byte fields sometimes all
 * zero, which the encoder leaves out.
 */
import fc from 'fast-check';
import type { BlockHeader } from '../../../src/core/txn/block.js';
import type { MultisigSig, SignedTxn, Transaction } from '../../../src/core/txn/types.js';
import { Rng, randomPair } from './random-txn.js';

export const bytes = (n: number): fc.Arbitrary<Uint8Array> => fc.uint8Array({ minLength: n, maxLength: n });
/** Mostly random bytes, sometimes all zero (which the encoder leaves out). */
export const maybeZero = (n: number): fc.Arbitrary<Uint8Array> =>
  fc.oneof({ weight: 4, arbitrary: bytes(n) }, { weight: 1, arbitrary: fc.constant(new Uint8Array(n)) });

const msig: fc.Arbitrary<MultisigSig> = fc.record(
  {
    version: fc.integer({ min: 0, max: 2 }),
    threshold: fc.integer({ min: 0, max: 3 }),
    subsigs: fc.array(fc.record({ pk: bytes(32), sig: maybeZero(64) }, { requiredKeys: ['pk'] }), { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

type Auth = Omit<SignedTxn, 'txn'>;
const auth: fc.Arbitrary<Auth> = fc.oneof(
  fc.constant({}),
  fc.record({ sig: maybeZero(64) }),
  fc.record({ msig }),
  fc
    .record(
      {
        logic: fc.uint8Array({ minLength: 1, maxLength: 40 }),
        args: fc.array(fc.uint8Array({ maxLength: 8 }), { maxLength: 3 }),
        sig: maybeZero(64),
        msig,
        lmsig: msig,
      },
      { requiredKeys: ['logic'] },
    )
    .map((lsig) => ({ lsig })),
  fc
    .record({ scheme: fc.uint8Array({ minLength: 1, maxLength: 3 }), salt: fc.nat(9), signature: bytes(16) })
    .map((pqsig) => ({ pqsig })),
);

const genesisId = fc.constantFrom<string | undefined>(undefined, '', 'sandnet-v1', 'testnet-v1.0');
const genesisHash = fc.constantFrom<Uint8Array | undefined>(
  undefined,
  new Uint8Array(32),
  Buffer.alloc(32, 0x11),
  Buffer.alloc(32, 0x22),
);

/** Signed transactions whose genesis hash is mostly `header`'s. */
export const signedTxnArbitrary = (header: Pick<BlockHeader, 'genesisHash'>): fc.Arbitrary<SignedTxn> =>
  fc
    .record({
      seed: fc.integer({ min: 1, max: 0x7fff_ffff }),
      gen: genesisId,
      gh: fc.oneof({ weight: 3, arbitrary: fc.constant(header.genesisHash) }, { weight: 1, arbitrary: genesisHash }),
      auth,
      signer: fc.option(maybeZero(32), { nil: undefined }),
    })
    .map(({ seed, gen, gh, auth, signer }) => {
      const txn: Transaction = { ...randomPair(new Rng(seed)).ours };
      delete txn.genesisId;
      delete txn.genesisHash;
      if (gen !== undefined) txn.genesisId = gen;
      if (gh !== undefined) txn.genesisHash = gh;
      return { txn, ...auth, ...(signer === undefined ? {} : { authAddr: signer }) };
    });
