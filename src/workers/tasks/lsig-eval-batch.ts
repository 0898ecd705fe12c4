/**
 * Task `lsig-eval-batch`: evaluates the logic sigs of n groups (each packed as its concatenated canonical
 * SignedTxn msgpack) with the full pooled budget, and answers one text per group: '' when every logic sig
 * approved, else upstream's `transaction TXID: rejected by logic…`. Thin: checks the plain input shape, decodes,
 * calls core `evaluateLogicSigGroup`, never throws (an unknown protocol or undecodable group fails the task).
 */
import { packedCount, packedItem } from '../../core/packed.js';
import { AppError } from '../../core/errors.js';
import { consensusFor } from '../../core/ledger/consensus.js';
import { evaluateLogicSigGroup } from '../../core/ledger/appl/lsig-group.js';
import { decodeSignedTxnGroup } from '../../core/txn/signed.js';
import { txIdBytes } from '../../core/txn/transaction.js';
import { badInput, guard, isPackedBytes, isRecord, type LsigEvalBatchOutput, type TaskResult } from '../protocol.js';

export function run(input: unknown): TaskResult<LsigEvalBatchOutput> {
  if (
    !isRecord(input) ||
    !isPackedBytes(input.groups) ||
    !(input.genesisHash instanceof Uint8Array) ||
    typeof input.protocol !== 'string'
  ) {
    return badInput('lsig-eval-batch expects { groups: PackedBytes, genesisHash: Uint8Array, protocol: string }');
  }
  const { groups, genesisHash, protocol } = input;
  return guard(() => {
    const params = consensusFor(protocol);
    if (params === undefined) throw new AppError('CORE_BAD_ARGUMENT', `unknown protocol ${protocol}`);
    const failures: string[] = [];
    for (let i = 0; i < packedCount(groups, 'groups'); i++) {
      const txns = decodeSignedTxnGroup(packedItem(groups, i), params.maxTxGroupSize);
      const verdict = evaluateLogicSigGroup(
        txns,
        txns.map((s) => txIdBytes(s.txn ?? {})),
        params,
        genesisHash,
      );
      failures.push(verdict.kind === 'rejected' ? verdict.message : '');
    }
    return { failures };
  });
}
