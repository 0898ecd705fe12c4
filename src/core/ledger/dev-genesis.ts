/**
 * The dev network's genesis (docs/spec/protocol.md §6, §10.2): a sandbox-style genesis built from the dev wallet's
 * accounts, its JSON text, the initial ledger state it allocates and the genesis block header (round 0).
 *
 * Invariants:
 * - Allocation order is upstream's: rewards pool, fee sink, then the funded wallets in the order given (the
 *   sandbox sorts them by name: Wallet1, Wallet2, Wallet3). Pool and sink hold MinBalance and are
 *   NotParticipating; the wallets split 10^16 µAlgo 40/40/20 and are Online, as the sandbox's and AlgoKit
 *   LocalNet's are (AlgoKit takes its dispenser among the dev wallet's accounts that are not Offline). Their
 *   participation keys are placeholders hashed from the address (nobody holds a secret for them; nothing in dev
 *   mode votes), valid from round 0 to DEV_VOTE_LAST, key dilution 10000 as upstream's template.
 * - The default network is `dockernet` (genesis id `dockernet-v1`), one of the ids AlgoKit treats as LocalNet.
 * - The JSON text is codec JSON (sorted keys, 2-space indent) plus a trailing newline; the node serves it verbatim
 *   and hashes the parsed struct, so the text and the hash always agree.
 * - Duplicate allocations are refused with upstream's `repeated allocation to %s`.
 */
import { renderE2 } from '../codec/json-codec.js';
import { decodeMsgpack, encodeMsgpack } from '../codec/msgpack.js';
import { decodeAddress } from '../crypto/address.js';
import { DEFAULT_FEE_SINK, DEFAULT_REWARDS_POOL } from '../crypto/accounts.js';
import { encodeAddress } from '../crypto/address.js';
import { AppError } from '../errors.js';
import { genesisPaysetCommitment } from '../merkle/index.js';
import type { BlockHeader } from '../txn/block.js';
import {
  genesisAccountStateSchema,
  genesisId,
  genesisSchema,
  type Genesis,
  type GenesisAccountState,
  type GenesisAllocation,
} from '../txn/genesis.js';
import { accountDataSchema, Status, type AccountData } from './account.js';
import { sha512, sha512_256 } from '../crypto/hash.js';
import type { ConsensusParams } from './consensus.js';
import { addressKey } from './state.js';

export const DEV_TOTAL_STAKE = 10_000_000_000_000_000n;
/** The sandbox template's stakes in percent, in wallet order. */
const DEV_STAKE_PERCENT: readonly bigint[] = [40n, 40n, 20n];

/** Network of a new data directory: AlgoKit LocalNet's (`dockernet-v1`), which AlgoKit recognises as LocalNet. */
export const DEFAULT_DEV_NETWORK = 'dockernet';
/** Last voting round of the genesis wallets' placeholder keys (far beyond any dev network's life). */
const DEV_VOTE_LAST = 1_000_000_000n;
const DEV_KEY_DILUTION = 10_000n;

/** Online state with placeholder participation keys derived from the address (see the header). */
function onlineState(address: string, microAlgos: bigint): GenesisAccountState {
  const label = (what: string): Buffer => Buffer.from(`algorun dev genesis ${what}`, 'utf8');
  const pk = decodeAddress(address);
  return {
    status: Status.Online,
    microAlgos,
    voteId: sha512_256(label('vote'), pk),
    selectionId: sha512_256(label('selection'), pk),
    stateProofId: sha512(label('state proof'), pk),
    voteLastValid: DEV_VOTE_LAST,
    voteKeyDilution: DEV_KEY_DILUTION,
  };
}

export interface DevGenesisOptions {
  /** network name (must not contain `-`); the genesis id is `<network>-v1` */
  readonly network: string;
  /** addresses of the funded wallets (text), in allocation order */
  readonly wallets: readonly string[];
  readonly params: ConsensusParams;
}

/** Split the total stake over `count` wallets: the sandbox's 40/40/20 for three, else equal shares. */
function stakes(count: number): bigint[] {
  if (count === DEV_STAKE_PERCENT.length) return DEV_STAKE_PERCENT.map((p) => (DEV_TOTAL_STAKE * p) / 100n);
  const share = DEV_TOTAL_STAKE / BigInt(count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? DEV_TOTAL_STAKE - share * BigInt(count - 1) : share));
}

/** @throws CORE_BAD_ARGUMENT for an empty wallet list or a network name containing `-` */
export function makeDevGenesis(options: DevGenesisOptions): Genesis {
  if (options.wallets.length === 0) throw new AppError('CORE_BAD_ARGUMENT', 'the dev genesis needs funded wallets');
  if (options.network === '' || options.network.includes('-')) {
    throw new AppError(
      'CORE_BAD_ARGUMENT',
      `network name ${JSON.stringify(options.network)} must be non-empty without '-'`,
    );
  }
  const special = (address: Buffer, comment: string): GenesisAllocation => ({
    address: encodeAddress(address),
    comment,
    state: { status: Status.NotParticipating, microAlgos: options.params.minBalance },
  });
  const amounts = stakes(options.wallets.length);
  return {
    schemaId: 'v1',
    network: options.network,
    proto: options.params.version,
    allocation: [
      special(DEFAULT_REWARDS_POOL, 'RewardsPool'),
      special(DEFAULT_FEE_SINK, 'FeeSink'),
      ...options.wallets.map((address, i) => ({
        address,
        comment: `Wallet${i + 1}`,
        state: onlineState(address, amounts[i] ?? 0n),
      })),
    ],
    rewardsPool: encodeAddress(DEFAULT_REWARDS_POOL),
    feeSink: encodeAddress(DEFAULT_FEE_SINK),
    devMode: true,
  };
}

/** genesis.json text as goal writes it. */
export function genesisJsonText(genesis: Genesis): string {
  return `${renderE2(genesisSchema, genesis)}\n`;
}

/**
 * The accounts the genesis allocates, keyed by addressKey.
 * @throws CORE_BAD_ADDRESS for a bad address; CORE_BAD_ARGUMENT `repeated allocation to %s`
 */
export function genesisAccounts(genesis: Genesis): Map<string, AccountData> {
  const out = new Map<string, AccountData>();
  for (const alloc of genesis.allocation ?? []) {
    const text = alloc.address ?? '';
    const key = addressKey(decodeAddress(text));
    if (out.has(key)) throw new AppError('CORE_BAD_ARGUMENT', `repeated allocation to ${text}`);
    // GenesisAccountData uses the same wire keys as AccountData (onl, algo, vote, …): convert through the codec.
    const data = decodeMsgpack(accountDataSchema, encodeMsgpack(genesisAccountStateSchema, alloc.state ?? {}));
    out.set(key, data);
  }
  return out;
}

/**
 * The round-0 header (docs/spec/protocol.md §6.3): seed = genesis hash, `txn` = the flat commitment of an empty payset,
 * rewards recalculation at round 500000 with rate (pool − MinBalance) / 500000, TxnCounter at its genesis offset.
 * @throws CORE_BAD_ADDRESS when the genesis names a bad fee sink or rewards pool
 */
export function genesisHeader(genesis: Genesis, hash: Uint8Array, params: ConsensusParams): BlockHeader {
  const pool = decodeAddress(genesis.rewardsPool ?? '');
  const poolAlloc = (genesis.allocation ?? []).find((a) => a.address === genesis.rewardsPool);
  const poolBalance = poolAlloc?.state?.microAlgos ?? 0n;
  const spare = poolBalance > params.minBalance ? poolBalance - params.minBalance : 0n;
  return {
    round: 0n,
    seed: Buffer.from(hash),
    txnCommitment: genesisPaysetCommitment(),
    timestamp: genesis.timestamp ?? 0n,
    genesisId: genesisId(genesis),
    genesisHash: Buffer.from(hash),
    feeSink: decodeAddress(genesis.feeSink ?? ''),
    rewardsPool: pool,
    rewardsRate: spare / params.rewardsRateRefreshInterval,
    rewardsRecalculationRound: params.rewardsRateRefreshInterval,
    currentProtocol: genesis.proto ?? params.version,
    txnCounter: params.txnCounterGenesisOffset,
  };
}
