/**
 * Bringing the ledger up: the dev genesis (created once from the dev wallet's accounts, then read back verbatim),
 * the ledger state (genesis allocation on first start), and its recent rounds rebuilt from the stored blocks
 * (recent-rounds.ts).
 *
 * Invariants:
 * - The genesis text is stored once and never rewritten: the genesis hash, `/genesis`, `/versions` and every
 *   block's `gh` agree for the life of the data directory. A different `--network` on a later start is refused
 *   with a message naming both networks; without `--network` the stored network is used, and a new data
 *   directory gets DEFAULT_DEV_NETWORK (`dockernet`, AlgoKit LocalNet's genesis id `dockernet-v1`).
 * - A genesis naming a protocol this node does not implement is refused.
 */
import { AppError } from '../../core/errors.js';
import { consensusFor, V42, type ConsensusParams } from '../../core/ledger/consensus.js';
import {
  DEFAULT_DEV_NETWORK,
  genesisAccounts,
  genesisHeader,
  genesisJsonText,
  makeDevGenesis,
} from '../../core/ledger/dev-genesis.js';
import { encodeBlock } from '../../core/txn/block.js';
import { genesisHash, genesisId, parseGenesisJson, type Genesis } from '../../core/txn/genesis.js';
import type { Store } from '../../store/store.js';
import { Ledger } from './ledger.js';
import { genesisKey } from '../../store/schema.js';
import { loadRecentRounds } from './recent-rounds.js';

export interface LoadedGenesis {
  /** genesis.json exactly as served */
  readonly text: string;
  readonly genesis: Genesis;
  readonly hash: Buffer;
  readonly id: string;
  readonly params: ConsensusParams;
}

export interface GenesisOptions {
  /** the requested network; null: the stored one, or DEFAULT_DEV_NETWORK for a new data directory */
  readonly network: string | null;
  /** funded dev accounts (address text), asked for only when the genesis is created */
  readonly wallets: () => Promise<readonly string[]>;
}

/** @throws CORE_BAD_ARGUMENT (network mismatch, unknown protocol), CORE_STORE_FAILURE */
export async function loadOrCreateGenesis(store: Store, options: GenesisOptions): Promise<LoadedGenesis> {
  let stored = await store.get(genesisKey());
  if (stored === undefined) {
    const network = options.network ?? DEFAULT_DEV_NETWORK;
    const genesis = makeDevGenesis({ network, wallets: await options.wallets(), params: V42 });
    stored = Buffer.from(genesisJsonText(genesis), 'utf8');
    await store.commit([{ type: 'put', key: genesisKey(), value: stored }]);
  }
  const text = stored.toString('utf8');
  const genesis = parseGenesisJson(text);
  if (options.network !== null && genesis.network !== options.network) {
    throw new AppError(
      'CORE_BAD_ARGUMENT',
      `the data directory holds network "${genesis.network ?? ''}", not "${options.network}": pass --network ${genesis.network ?? ''} or use another --data-dir`,
    );
  }
  const params = consensusFor(genesis.proto ?? '');
  if (params === undefined) throw new AppError('CORE_BAD_ARGUMENT', `unsupported protocol ${genesis.proto ?? ''}`);
  return { text, genesis, hash: genesisHash(genesis), id: genesisId(genesis), params };
}

/** Open the ledger of `loaded` (allocating the genesis on first start). @throws CORE_STORE_FAILURE */
export function openLedger(store: Store, loaded: LoadedGenesis): Promise<Ledger> {
  const initial = () => {
    const header = genesisHeader(loaded.genesis, loaded.hash, loaded.params);
    return { header, blockBytes: encodeBlock(header), accounts: genesisAccounts(loaded.genesis) };
  };
  return Ledger.open(store, loaded.params, initial, loadRecentRounds);
}
