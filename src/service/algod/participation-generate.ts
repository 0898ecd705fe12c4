/**
 * Background generation of a participation key set (go-algorand libgoal/participation `GenParticipationKeysTo` +
 * data/account `FillDBWithParticipationKeys`): a VRF key pair, a voting master key and one certified subkey per
 * batch, written as a goal-format key file.
 *
 * Invariants:
 * - The batch subkeys are made in small chunks with a macrotask yield between them, so a long generation never
 *   holds the event loop for more than a few milliseconds (keygen + one signature per batch, ~60 µs each).
 * - The voting master secret key lives in sodium-guarded memory and is zeroed as soon as the last batch is signed,
 *   also on failure or cancellation; it is never stored (upstream discards it the same way).
 * - No state-proof (Falcon) keys: the file's state-proof column stays empty (docs/compat.md).
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { zero } from '../../core/crypto/ed25519.js';
import { AppError } from '../../core/errors.js';
import type { Participation } from '../../core/partkey/participation.js';
import type { EphemeralSubkey } from '../../core/partkey/secrets.js';
import {
  generateBatchSubkeys,
  generateVotingMaster,
  generateVrfSecrets,
  type RandomSource,
  type VotingPlan,
} from '../../core/partkey/voting-keys.js';
import { writeKeyFile } from './participation-file.js';

/** Batches per chunk between two event-loop yields. */
const CHUNK_BATCHES = 64;

/** What to generate: the account, its validity range and the checked batch plan. */
export type GenerationPlan = VotingPlan & { parent: Buffer; firstValid: bigint; lastValid: bigint };

/**
 * Generates the key set of `plan` and returns it as key file bytes.
 * @throws ALGOD_INTERNAL when `isCancelled()` turns true between chunks; CORE_* from the file writer
 */
export async function generateKeyFile(
  plan: GenerationPlan,
  random: RandomSource,
  isCancelled: () => boolean,
): Promise<Uint8Array> {
  // start on a later turn, so that the caller answers before any key is made
  await yieldToEventLoop();
  const master = generateVotingMaster(random);
  const batches: EphemeralSubkey[] = [];
  try {
    for (let done = 0; done < plan.batchCount; done += CHUNK_BATCHES) {
      if (done > 0) await yieldToEventLoop();
      if (isCancelled()) throw new AppError('ALGOD_INTERNAL', 'participation key generation was cancelled');
      const count = Math.min(CHUNK_BATCHES, plan.batchCount - done);
      batches.push(...generateBatchSubkeys(master.secretKey, plan.firstBatch + BigInt(done), count, random));
    }
  } finally {
    zero(master.secretKey);
  }
  const part: Participation = {
    parent: plan.parent,
    vrf: generateVrfSecrets(random),
    voting: { verifier: master.publicKey, firstBatch: plan.firstBatch, batches },
    firstValid: plan.firstValid,
    lastValid: plan.lastValid,
    keyDilution: plan.keyDilution,
  };
  try {
    return await writeKeyFile(part);
  } finally {
    part.vrf.secretKey?.fill(0);
    for (const batch of batches) batch.secretKey?.fill(0);
  }
}
