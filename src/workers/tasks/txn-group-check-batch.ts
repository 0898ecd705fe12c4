/**
 * Task `txn-group-check-batch`: the stateless half of n submissions (core `checkGroup`: decode, canonical bytes and
 * TxIDs, stateless checks, every signature, payset entries with an empty ApplyData), each group given as its
 * received body. Answers per group `null` (passed) or its failure stage and error; the passing groups' bytes travel
 * packed, in group order: `counts[i]` transactions for group i (0 when it failed), their canonical txn bytes,
 * 32-byte TxIDs and entries (an empty item when core had none). With `payset: true` each body is a run of payset
 * entries of a peer's block (core `checkPaysetGroup`, the follower's replay). The signatures of all the groups are
 * verified together, in batches of the native verifier (native/index.ts `getVerifier`), after every group's other
 * checks, so each group's answer is the one `checkGroup` gives. Thin: checks the input shape, never throws.
 */
import { PUBLIC_KEY_BYTES, SIGNATURE_BYTES } from '../../core/crypto/ed25519.js';
import { AppError } from '../../core/errors.js';
import { consensusFor } from '../../core/ledger/consensus.js';
import {
  checkGroupUnverified,
  checkPaysetGroupUnverified,
  settleSignatures,
  type PendingGroup,
} from '../../core/ledger/group-prepare.js';
import { packBytes, packedCount, packedItem, packFixed } from '../../core/packed.js';
import { getVerifier } from '../../native/index.js';
import {
  badInput,
  guard,
  isPackedBytes,
  isRecord,
  type GroupCheckBatchOutput,
  type GroupCheckFailure,
  type TaskResult,
} from '../protocol.js';

const EMPTY = new Uint8Array(0);

export function run(input: unknown): TaskResult<GroupCheckBatchOutput> {
  if (
    !isRecord(input) ||
    !isPackedBytes(input.bodies) ||
    typeof input.protocol !== 'string' ||
    !(input.feeSink instanceof Uint8Array) ||
    !(input.rewardsPool instanceof Uint8Array) ||
    typeof input.genesisId !== 'string' ||
    !(input.genesisHash instanceof Uint8Array) ||
    (input.payset !== undefined && typeof input.payset !== 'boolean')
  ) {
    return badInput(
      'txn-group-check-batch expects { bodies: PackedBytes, protocol: string, feeSink, rewardsPool: Uint8Array, genesisId: string, genesisHash: Uint8Array, payset?: boolean }',
    );
  }
  const { bodies, protocol, feeSink, rewardsPool, genesisId, genesisHash } = input;
  const check = input.payset === true ? checkPaysetGroupUnverified : checkGroupUnverified;
  return guard(() => {
    const params = consensusFor(protocol);
    if (params === undefined) throw new AppError('CORE_BAD_ARGUMENT', `unknown protocol ${protocol}`);
    const ctx = { params, feeSink, rewardsPool, header: { genesisId, genesisHash } };
    const n = packedCount(bodies, 'bodies');
    const failures: (GroupCheckFailure | null)[] = [];
    const counts = new Uint32Array(n);
    const txnBytes: Uint8Array[] = [];
    const txids: Uint8Array[] = [];
    const entries: Uint8Array[] = [];
    const pending: PendingGroup[] = [];
    for (let i = 0; i < n; i++) pending.push(check(packedItem(bodies, i), ctx));
    const signed = signaturesValid(pending);
    for (let i = 0; i < n; i++) {
      const checked = settleSignatures(pending[i]!, signed[i]!);
      if (!checked.ok) {
        failures.push({ stage: checked.stage, error: checked.error.toWire() });
        continue;
      }
      failures.push(null);
      counts[i] = checked.txids.length;
      txnBytes.push(...checked.txnBytes);
      txids.push(...checked.txids);
      for (const entry of checked.entries) entries.push(entry ?? EMPTY);
    }
    return {
      failures,
      counts,
      txnBytes: packBytes(txnBytes),
      txids: Buffer.concat(txids),
      entries: packBytes(entries),
    };
  });
}

/** Per group, whether every signature it needs is valid: one verifier call for the signatures of all groups. */
function signaturesValid(groups: readonly PendingGroup[]): boolean[] {
  const messages: Uint8Array[] = [];
  const signatures: Uint8Array[] = [];
  const publicKeys: Uint8Array[] = [];
  const owner: number[] = [];
  const valid = groups.map(() => true);
  groups.forEach((group, i) => {
    if (!group.ok) return;
    for (const c of group.pending) {
      if (c.signature.length !== SIGNATURE_BYTES || c.publicKey.length !== PUBLIC_KEY_BYTES) {
        valid[i] = false; // core `verify` answers false for a wrong length; so must the batch
        continue;
      }
      messages.push(c.message);
      signatures.push(c.signature);
      publicKeys.push(c.publicKey);
      owner.push(i);
    }
  });
  if (messages.length === 0) return valid;
  const answers = getVerifier().verifyBatch(
    packBytes(messages),
    packFixed(signatures, SIGNATURE_BYTES, 'signature'),
    packFixed(publicKeys, PUBLIC_KEY_BYTES, 'public key'),
  );
  answers.forEach((ok, k) => {
    if (ok !== 1) valid[owner[k]!] = false;
  });
  return valid;
}
