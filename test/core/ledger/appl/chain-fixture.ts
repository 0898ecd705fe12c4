/**
 * Fixture (not a test file): a small chain over a MemoryLedger where apps are installed directly and each app call
 * is applied as a group of its own through the ledger's apply path (`applyGroupTxn`, inner calls included), then
 * committed when it passes the minimum-balance check the block evaluator makes.
 */
import { encodeAddress } from '../../../../src/core/crypto/address.js';
import { applicationAddress } from '../../../../src/core/crypto/accounts.js';
import { isAppError } from '../../../../src/core/errors.js';
import { minBalance, type AppParams } from '../../../../src/core/ledger/account.js';
import { applyGroupTxn, newAppGroup } from '../../../../src/core/ledger/appl/group.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import { keyAddress, StateOverlay } from '../../../../src/core/ledger/state.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import { asm } from '../../avm/helpers.js';
import { ALICE, BOB, FEE_SINK, MemoryLedger } from '../apply/memory-ledger.js';

/** `source` then `int 1`, assembled at `version`. */
export const program = (source: string, version = 13): Uint8Array => asm(`${source}\nint 1`, version);

export class Chain {
  readonly ledger = new MemoryLedger();
  readonly state = new StateOverlay(this.ledger);
  #next = 1000n;

  constructor() {
    this.ledger.set(ALICE, { microAlgos: 100_000_000n });
    this.ledger.set(BOB, { microAlgos: 100_000_000n });
  }

  /** An app of `creator` running `source` (TEAL without pragma, then `int 1`), its account funded with `funds`. */
  app(creator: Uint8Array, source: string, funds = 1_000_000n, version = 13): bigint {
    const id = ++this.#next;
    const record = this.state.modify(creator);
    const params: AppParams = { approvalProgram: program(source, version), clearStateProgram: program('', version) };
    record.appParams = new Map(record.appParams).set(id, params);
    this.state.setCreatable(id, { kind: 'app', creator });
    this.state.modify(applicationAddress(id)).microAlgos = funds;
    return id;
  }

  /**
   * Apply one app call as a group of its own, then check the minimum balance of every account it wrote (as the
   * block evaluator does); the error text, or undefined when it was applied.
   */
  call(fields: Partial<Transaction>): string | undefined {
    const txn: Transaction = { type: 'appl', sender: ALICE, fee: 10_000n, firstValid: 1n, lastValid: 100n, ...fields };
    const overlay = new StateOverlay(this.state);
    const group = newAppGroup({
      params: V42,
      txns: [{ txn }],
      round: 20n,
      latestTimestamp: 1000n,
      genesisHash: new Uint8Array(32).fill(3),
      specials: { feeSink: FEE_SINK, rewardsPool: FEE_SINK },
      state: overlay,
    });
    try {
      applyGroupTxn(group, 0);
    } catch (e) {
      if (!isAppError(e)) throw e;
      return e.message;
    }
    for (const key of overlay.touched()) {
      const data = overlay.account(keyAddress(key));
      if (keyAddress(key).equals(FEE_SINK)) continue;
      if (data !== undefined && (data.microAlgos ?? 0n) < minBalance(data, V42))
        return `${encodeAddress(keyAddress(key))} below min`;
    }
    overlay.commit(this.state);
    return undefined;
  }

  params(app: bigint): AppParams {
    const c = this.state.creatable(app);
    return this.state.account(c!.creator)!.appParams!.get(app)!;
  }
}
