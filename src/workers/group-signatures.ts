/**
 * The signatures of many checked groups verified together (core `checkGroupUnverified` leaves them pending): one
 * call of the batched verifier (native/index.ts `getVerifier`: the addon's random-combination verifier, or core's
 * one by one) for all of them, then each group settled. A group's answer is exactly core `checkGroup`'s.
 * Synchronous; used by the group-check task on pool threads and by the group-check service's inline path.
 */
import { PUBLIC_KEY_BYTES, SIGNATURE_BYTES } from '../core/crypto/ed25519.js';
import { settleSignatures, type CheckedGroup, type PendingGroup } from '../core/ledger/group-prepare.js';
import { packBytes, packFixed } from '../core/packed.js';
import { getVerifier } from '../native/index.js';

/** Each group settled by its signatures. */
export function verifyGroups(groups: readonly PendingGroup[]): CheckedGroup[] {
  const valid = signaturesValid(groups);
  return groups.map((group, i) => settleSignatures(group, valid[i]!));
}

/** Per group, whether every signature it needs is valid. */
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
