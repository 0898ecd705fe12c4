/**
 * Task `txn-group-check-batch`: the stateless half of n submissions (core `checkGroup`: decode, canonical bytes and
 * TxIDs, stateless checks, every signature, payset entries with an empty ApplyData), each group given as its
 * received body. Answers per group `null` (passed) or its failure stage and error; the passing groups' bytes travel
 * packed, in group order: `counts[i]` transactions for group i (0 when it failed), their canonical txn bytes,
 * 32-byte TxIDs, entries (an empty item when core had none) and each entry's commitment leaves (group-leaves.ts). With `payset: true` each body is a run of payset
 * entries of a peer's block (core `checkPaysetGroup`, the follower's replay). The signatures of all the groups are
 * verified together, in batches of the native verifier (native/index.ts `getVerifier`), after every group's other
 * checks, so each group's answer is the one `checkGroup` gives. Thin: checks the input shape, never throws.
 */
import { AppError } from '../../core/errors.js';
import { consensusFor } from '../../core/ledger/consensus.js';
import {
  checkGroupUnverified,
  checkPaysetGroupUnverified,
  type PendingGroup,
} from '../../core/ledger/group-prepare.js';
import { packBytes, packedCount, packedItem } from '../../core/packed.js';
import { entryLeaves } from '../group-leaves.js';
import { verifyGroups } from '../group-signatures.js';
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
    const checkedGroups = verifyGroups(pending);
    for (let i = 0; i < n; i++) {
      const checked = checkedGroups[i]!;
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
    const packedTxns = packBytes(txnBytes);
    const packedEntries = packBytes(entries);
    return {
      failures,
      counts,
      txnBytes: packedTxns,
      txids: Buffer.concat(txids),
      entries: packedEntries,
      leaves: entryLeaves(packedTxns, packedEntries),
    };
  });
}
