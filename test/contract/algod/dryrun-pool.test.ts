/**
 * The dryrun service with a real worker pool: small bodies stay inline, large ones run as one `dryrun` task with
 * the inline outcome (results and errors alike); defaults come from the latest block header.
 */
import test from 'ava';
import { AppError } from '../../../src/core/errors.js';
import { PROTOCOL_V42, V42 } from '../../../src/core/ledger/consensus.js';
import { dryrunTeal, DRYRUN_INLINE_BYTES } from '../../../src/service/algod/dryrun.js';
import { createPool, type Pool } from '../../../src/workers/pool.js';
import type { TaskName } from '../../../src/workers/protocol.js';
import { appCall, jsonBody, SENDER, signedBytes } from '../../core/ledger/dryrun/fixtures.js';

let pool: Pool;
let tasks: TaskName[] = [];
test.before(() => {
  pool = createPool({ threads: 1, onTask: (task) => tasks.push(task) });
});
test.after.always(async () => {
  await pool.destroy();
});
test.beforeEach(() => {
  tasks = [];
});

const ledger = { latest: { currentProtocol: PROTOCOL_V42, round: 5n, timestamp: 77n }, params: V42 };
// Passes only when `global Round` is latest + 1 and `global LatestTimestamp` the latest block's.
const CHECK = '#pragma version 8\nglobal Round\nint 6\n==\nassert\nglobal LatestTimestamp\nint 77\n==';

function request(padding: number): { request: Buffer } {
  const source = `${CHECK}\n${'// pad\n'.repeat(padding)}`;
  const sources = [{ 'field-name': 'approv', source, 'app-index': 5000 }];
  return {
    request: Buffer.from(
      jsonBody({ txns: [signedBytes(appCall(5000))], apps: [{ id: 5000, params: { creator: SENDER } }], sources }),
    ),
  };
}

test.serial('a small request runs inline; defaults come from the latest header', async (t) => {
  const r = await dryrunTeal(ledger, request(0), pool);
  t.deepEqual(tasks, []);
  t.is(r.protocol_version, PROTOCOL_V42);
  t.deepEqual(r.txns[0]!.app_call_messages, ['ApprovalProgram', 'PASS']);
});

test.serial('a large request is one pool task with the inline outcome', async (t) => {
  const big = request(1000);
  t.true(big.request.length > DRYRUN_INLINE_BYTES);
  const pooled = await dryrunTeal(ledger, big, pool);
  t.deepEqual(tasks, ['dryrun']);
  const inline = await dryrunTeal(ledger, big);
  t.deepEqual(pooled, inline);
  t.deepEqual(pooled.txns[0]!.app_call_messages, ['ApprovalProgram', 'PASS']);
});

test.serial('request errors keep their code and text through the pool', async (t) => {
  const garbage = { request: Buffer.alloc(DRYRUN_INLINE_BYTES + 1, 0xc1) };
  const pooled = await t.throwsAsync(dryrunTeal(ledger, garbage, pool), { instanceOf: AppError });
  const inline = await t.throwsAsync(dryrunTeal(ledger, garbage), { instanceOf: AppError });
  t.is(pooled?.code, 'ALGOD_BAD_REQUEST');
  t.is(pooled?.message, inline?.message);
  t.regex(pooled?.message ?? '', /^failed to decode object: /);
  t.deepEqual(tasks, ['dryrun']);
});
