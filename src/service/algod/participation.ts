/**
 * The participation key registry behind algod's /v2/participation routes (go-algorand daemon/algod/api/server/v2
 * handlers.go, node/node.go `InstallParticipationKey` & co., data/account/participationRegistry.go).
 *
 * Storage (store/schema.ts, namespace `algod`): table `participationRecord` + id → the public record
 * (core/partkey/participation.ts), table `participationKeyFile` + id → the key file exactly as installed (secrets
 * in clear, as upstream keeps them in plain SQLite; never logged). Both are written in one durable batch.
 *
 * Invariants:
 * - The in-memory map mirrors the store after every completed commit; installs and deletes run one at a time
 *   (SerialQueue), so the duplicate check and the write are one step.
 * - At most one generation runs; it answers at once and installs in the background through the same path as an
 *   uploaded file (the file is re-read), as upstream's installFunc does. Its failures go to `onGenerationError`.
 * - Methods never throw synchronously; every failure is an AppError with upstream's text and status.
 */
import { decodeAddress, encodeAddress } from '../../core/crypto/address.js';
import { randomBytes } from '../random.js';
import { AppError, isAppError, toAppError } from '../../core/errors.js';
import { V42 } from '../../core/ledger/consensus.js';
import {
  decodeRecord,
  encodeRecord,
  recordOfParticipation,
  type ParticipationRecord,
} from '../../core/partkey/participation.js';
import { formatParticipationId, parseParticipationId } from '../../core/partkey/participation-id.js';
import { decodeStateProofKeys } from '../../core/partkey/secrets.js';
import { planVotingBatches, type RandomSource } from '../../core/partkey/voting-keys.js';
import { isAllZero } from '../../core/bytes.js';
import type { AlgodServiceDefinition } from '../../generated/algorun/algod/v2/AlgodService.js';
import type { ParticipationKey__Output as ParticipationKey } from '../../generated/algorun/algod/v2/ParticipationKey.js';
import { participationKeyFileKey, participationRecordKey, tableRange } from '../../store/schema.js';
import type { Store } from '../../store/store.js';
import type { ResponseOf } from '../method-types.js';
import { SerialQueue } from '../serial-queue.js';
import { readKeyFile } from './participation-file.js';
import { generateKeyFile, type GenerationPlan } from './participation-generate.js';

/** The generated response message of RPC `K` (uint64 as decimal strings, bytes as Buffer). */
type Response<K extends keyof AlgodServiceDefinition> = ResponseOf<AlgodServiceDefinition, K>;

const ID_NOT_FOUND = 'the participation ID was not found';
const bad = (message: string): AppError => new AppError('ALGOD_BAD_REQUEST', message);

export type ParticipationRegistryOptions = {
  /** randomness for generated keys (default: libsodium's randombytes) */
  readonly random?: RandomSource;
  /** where background generation failures go (upstream logs a warning; main logs a JSON line); default: a process warning */
  readonly onGenerationError?: (error: AppError) => void;
  /** MaxKeyregValidPeriod of the current protocol (default V42's) */
  readonly maxValidPeriod?: bigint;
};

function warnGenerationError(error: AppError): void {
  process.emitWarning(`Error generating participation keys: ${error.message}`);
}

/** ParticipationRecord → the proto ParticipationKey (handlers.go convertParticipationRecord). */
function toProto(record: ParticipationRecord): ParticipationKey {
  const key: ParticipationKey = {
    address: encodeAddress(record.parent),
    id: formatParticipationId(record.id),
    key: {
      selection_participation_key: Buffer.from(record.selectionPublicKey),
      vote_participation_key: Buffer.from(record.votePublicKey),
      vote_first_valid: record.firstValid.toString(),
      vote_last_valid: record.lastValid.toString(),
      vote_key_dilution: record.keyDilution.toString(),
      ...(record.stateProof === undefined ? {} : { state_proof_key: Buffer.from(record.stateProof.commitment) }),
    },
  };
  // effective-first-valid is sent as 0 when only the effective last round is known (first valid on round 0)
  if (record.effectiveFirst !== 0n || record.effectiveLast !== 0n) {
    key.effective_first_valid = record.effectiveFirst.toString();
  }
  if (record.effectiveLast !== 0n) key.effective_last_valid = record.effectiveLast.toString();
  if (record.lastVote !== 0n) key.last_vote = record.lastVote.toString();
  if (record.lastBlockProposal !== 0n) key.last_block_proposal = record.lastBlockProposal.toString();
  if (record.lastStateProof !== 0n) key.last_state_proof = record.lastStateProof.toString();
  return key;
}

export class ParticipationRegistry {
  readonly #store: Store;
  readonly #random: RandomSource;
  readonly #onGenerationError: (error: AppError) => void;
  readonly #maxValidPeriod: bigint;
  /** hex id → record */
  readonly #records = new Map<string, ParticipationRecord>();
  readonly #queue = new SerialQueue();
  #generation: Promise<void> | undefined;
  #closed = false;

  private constructor(store: Store, options: ParticipationRegistryOptions) {
    this.#store = store;
    this.#random = options.random ?? randomBytes;
    this.#onGenerationError = options.onGenerationError ?? warnGenerationError;
    this.#maxValidPeriod = options.maxValidPeriod ?? V42.maxKeyregValidPeriod;
  }

  /** Loads every stored record. @throws CORE_STORE_FAILURE (unreadable store or corrupt record) */
  static async open(store: Store, options: ParticipationRegistryOptions = {}): Promise<ParticipationRegistry> {
    const registry = new ParticipationRegistry(store, options);
    for await (const [, value] of store.scan(tableRange('algod', 'participationRecord'))) {
      let record: ParticipationRecord;
      try {
        record = decodeRecord(value);
      } catch (cause) {
        throw new AppError('CORE_STORE_FAILURE', 'corrupt participation key record', { cause });
      }
      registry.#records.set(record.id.toString('hex'), record);
    }
    return registry;
  }

  /** GET /v2/participation: every installed key set, in id order (an empty array when there are none). */
  async list(): Promise<Response<'ListParticipationKeys'>> {
    const ids = [...this.#records.keys()].sort();
    return { participation_keys: ids.map((id) => toProto(this.#records.get(id)!)) };
  }

  /**
   * POST /v2/participation: installs a key file.
   * @throws ALGOD_BAD_REQUEST (empty body, unreadable file, zero parent, duplicate), CORE_STORE_FAILURE
   */
  async add(keyFile: Uint8Array): Promise<Response<'AddParticipationKey'>> {
    if (keyFile.length === 0) throw bad('payload was of zero length');
    const id = await this.#install(keyFile);
    return { part_id: formatParticipationId(id) };
  }

  /**
   * POST /v2/participation/generate/{address}: starts generating and installing a key set for rounds
   * [first, last] and answers at once. Range problems are reported here (upstream only logs them).
   * @throws CORE_BAD_ADDRESS (address), ALGOD_BAD_REQUEST (busy, bad range, too many batches)
   */
  async generate(
    address: string,
    first: bigint,
    last: bigint,
    dilution?: bigint,
  ): Promise<Response<'GenerateParticipationKeys'>> {
    const parent = decodeAddress(address);
    if (this.#generation !== undefined || this.#closed) {
      throw bad('participation key generation already in progress');
    }
    const plan: GenerationPlan = {
      parent,
      firstValid: first,
      lastValid: last,
      ...planVotingBatches(first, last, dilution, this.#maxValidPeriod),
    };
    this.#generation = this.#runGeneration(plan).finally(() => {
      this.#generation = undefined;
    });
    return {};
  }

  async #runGeneration(plan: GenerationPlan): Promise<void> {
    try {
      const file = await generateKeyFile(plan, this.#random, () => this.#closed);
      try {
        await this.#install(file);
      } finally {
        file.fill(0);
      }
    } catch (error) {
      this.#onGenerationError(toAppError(error));
    }
  }

  /** GET /v2/participation/{id}. @throws ALGOD_BAD_REQUEST (bad id), ALGOD_NOT_FOUND (unknown id: 404 as docs/spec/algod.md §16 says; upstream answers 500) */
  async get(id: string): Promise<Response<'GetParticipationKey'>> {
    const record = this.#records.get(parseParticipationId(id).toString('hex'));
    if (record === undefined) throw new AppError('ALGOD_NOT_FOUND', ID_NOT_FOUND);
    return { participation_key: toProto(record) };
  }

  /** DELETE /v2/participation/{id}. @throws ALGOD_BAD_REQUEST (bad id), ALGOD_NOT_FOUND, CORE_STORE_FAILURE */
  async delete(id: string): Promise<Response<'DeleteParticipationKey'>> {
    const bytes = parseParticipationId(id);
    await this.#queue.run(async () => {
      if (!this.#records.has(bytes.toString('hex'))) {
        throw new AppError('ALGOD_NOT_FOUND', 'participation id not found');
      }
      await this.#store.commit([
        { type: 'del', key: participationRecordKey(bytes) },
        { type: 'del', key: participationKeyFileKey(bytes) },
      ]);
      this.#records.delete(bytes.toString('hex'));
    });
    return {};
  }

  /**
   * POST /v2/participation/{id}: append state-proof keys. The body is checked as upstream does; a well-formed
   * append for a known id is refused, because this node has no Falcon (state proof) support.
   * @throws ALGOD_BAD_REQUEST (bad id, undecodable or empty body, unsupported), ALGOD_INTERNAL (unknown id)
   */
  async appendKeys(id: string, body: Uint8Array): Promise<Response<'AppendParticipationKeys'>> {
    const bytes = parseParticipationId(id);
    if (body.length === 0) throw bad('unable to parse keys from body: EOF');
    let count: number;
    try {
      count = decodeStateProofKeys(body).length;
    } catch (error) {
      throw bad(`unable to parse keys from body: ${isAppError(error) ? error.message : String(error)}`);
    }
    if (count === 0) throw bad('empty request, please attach keys to request body');
    if (!this.#records.has(bytes.toString('hex'))) throw new AppError('ALGOD_INTERNAL', ID_NOT_FOUND);
    throw bad('state proof keys cannot be appended: this node has no Falcon (state proof) key support');
  }

  /**
   * Removes every key set whose last valid round is before `latestRound` (ParticipationRegistry.DeleteExpired,
   * run by upstream after each block); returns how many were removed. @throws CORE_STORE_FAILURE
   */
  async deleteExpired(latestRound: bigint): Promise<number> {
    return this.#queue.run(async () => {
      const expired = [...this.#records.values()].filter((r) => r.lastValid < latestRound);
      if (expired.length === 0) return 0;
      await this.#store.commit(
        expired.flatMap((r) => [
          { type: 'del' as const, key: participationRecordKey(r.id) },
          { type: 'del' as const, key: participationKeyFileKey(r.id) },
        ]),
      );
      for (const r of expired) this.#records.delete(r.id.toString('hex'));
      return expired.length;
    });
  }

  /** The stored key file of an installed key set (secret!), or undefined. @throws CORE_STORE_FAILURE */
  async keyFile(id: string): Promise<Buffer | undefined> {
    return this.#store.get(participationKeyFileKey(parseParticipationId(id)));
  }

  /** True while a generation is running. */
  get isGenerating(): boolean {
    return this.#generation !== undefined;
  }

  /** Resolves when no generation is running (generation failures are reported, never thrown here). */
  async whenIdle(): Promise<void> {
    await this.#generation;
  }

  /** Cancels a running generation (between chunks) and waits for pending work; later calls are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#generation;
    await this.#queue.run(async () => undefined);
  }

  async #install(keyFile: Uint8Array): Promise<Buffer> {
    const part = await readKeyFile(keyFile);
    if (isAllZero(part.parent)) throw bad('cannot install partkey with missing (zero) parent address');
    const record = recordOfParticipation(part);
    // the record keeps public keys only; wipe the decoded secrets now
    part.vrf.secretKey?.fill(0);
    for (const sub of [...(part.voting.batches ?? []), ...(part.voting.offsets ?? [])]) sub.secretKey?.fill(0);
    return this.#queue.run(async () => {
      const hex = record.id.toString('hex');
      if (this.#records.has(hex)) throw bad('ParticipationRegistry: cannot register duplicate participation key');
      await this.#store.commit([
        { type: 'put', key: participationRecordKey(record.id), value: encodeRecord(record) },
        { type: 'put', key: participationKeyFileKey(record.id), value: Buffer.from(keyFile) },
      ]);
      this.#records.set(hex, record);
      return record.id;
    });
  }
}
