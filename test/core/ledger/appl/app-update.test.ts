/**
 * Application update program versions (upstream CheckContractVersions as ledger/apply/application.go runs it):
 * once a program is at MinInnerApplVersion (4) or later, an update may not lower its version; older programs may be
 * replaced by any version; the approval/clear-state version match from v6 holds at update as at creation.
 */
import test from 'ava';
import { ALICE } from '../apply/memory-ledger.js';
import { Chain, program } from './chain-fixture.js';

const UPDATE = 4;

function update(chain: Chain, app: bigint, approval: number, clear: number): string | undefined {
  return chain.call({
    appId: app,
    onCompletion: UPDATE,
    approvalProgram: program('', approval),
    clearProgram: program('', clear),
  });
}

const table: [from: number, approval: number, clear: number, error: string | undefined][] = [
  [8, 8, 8, undefined],
  [8, 10, 10, undefined],
  [8, 7, 7, 'approval program version downgrade: 7 < 8'],
  [4, 3, 4, 'approval program version downgrade: 3 < 4'],
  [4, 4, 3, 'clearstate program version downgrade: 3 < 4'],
  [3, 2, 2, undefined],
  [3, 1, 3, undefined],
  [10, 10, 9, 'program version mismatch: 10 != 9'],
];

for (const [from, approval, clear, error] of table) {
  test(`update of a v${from} app to v${approval}/v${clear}: ${error ?? 'accepted'}`, (t) => {
    const chain = new Chain();
    const app = chain.app(ALICE, '', 1_000_000n, from);
    const outcome = update(chain, app, approval, clear);
    if (error === undefined) {
      t.is(outcome, undefined);
      t.is(chain.params(app).approvalProgram?.[0], approval);
      t.is(chain.params(app).version, 1n);
    } else {
      t.is(outcome, error);
      t.is(chain.params(app).approvalProgram?.[0], from);
    }
  });
}
