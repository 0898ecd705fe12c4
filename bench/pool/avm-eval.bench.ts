// AVM evaluation inline on the main thread vs on the Piscina pool (2 threads), each beside one ed25519 verification
// (the reference: the per-signature cost every submission pays), all measured in the same run.
// 1. Logic sigs: a burst of 64 groups of 4 escrow payments (ESCROW_SOURCE), inline group by group vs two
//    `lsig-eval-batch` tasks of 32 groups in parallel (what submission does for costly groups). Units: groups.
// 2. Dry-run with traces of an ABI call (ABI_SOURCE, msgpack body as algosdk sends it): one request inline vs one
//    `dryrun` task (latency), and a burst of 16 requests inline vs as 16 tasks (throughput). Units: requests.
import { compare } from '../harness.js';
import { ABI_SOURCE, ADD_SELECTOR, ESCROW_SOURCE, program } from '../fixtures/avm-programs.js';
import { appCall, msgpackBody, SENDER, signedBytes } from '../../test/core/ledger/dryrun/fixtures.js';
import { logicSigAddress } from '../../src/core/crypto/accounts.js';
import { keyPairFromSeed, sign, verify } from '../../src/core/crypto/ed25519.js';
import { evaluateLogicSigGroup } from '../../src/core/ledger/appl/lsig-group.js';
import { PROTOCOL_V42, V42 } from '../../src/core/ledger/consensus.js';
import { serveDryrun } from '../../src/core/ledger/dryrun/serve.js';
import { packBytes } from '../../src/core/packed.js';
import { decodeSignedTxnGroup, encodeSignedTxn } from '../../src/core/txn/signed.js';
import { txIdBytes } from '../../src/core/txn/transaction.js';
import { createPool } from '../../src/workers/pool.js';

const GROUPS = 64;
const DRYRUNS = 16;
const GENESIS_HASH = new Uint8Array(32).fill(7);

const ESCROW = program(ESCROW_SOURCE);

function lsigGroupBytes(i: number): Uint8Array {
  const sender = logicSigAddress(ESCROW);
  const receiver = Buffer.alloc(32, i + 1);
  const txns = Array.from({ length: 4 }, () =>
    encodeSignedTxn({
      txn: { type: 'pay', sender, receiver, amount: 5000n, fee: 1000n, firstValid: 1n, lastValid: 10n },
      lsig: { logic: ESCROW },
    }),
  );
  return Buffer.concat(txns);
}

function evaluateInline(bytes: Uint8Array): void {
  const txns = decodeSignedTxnGroup(bytes, V42.maxTxGroupSize);
  const verdict = evaluateLogicSigGroup(
    txns,
    txns.map((s) => txIdBytes(s.txn ?? {})),
    V42,
    GENESIS_HASH,
  );
  if (verdict.kind !== 'pass') throw new Error(`logic sig group ${verdict.kind}`);
}

function dryrunBody(): Uint8Array {
  const arg = (n: bigint): Uint8Array => {
    const b = Buffer.alloc(8);
    b.writeBigUInt64BE(n);
    return b;
  };
  const call = appCall(1001, undefined, [], [ADD_SELECTOR, arg(3n), arg(4n)]);
  const params = { creator: SENDER, 'approval-program': program(ABI_SOURCE), 'global-state-schema': { 'num-uint': 1 } };
  return msgpackBody({ txns: [signedBytes(call)], apps: [{ id: 1001, params }] });
}

export async function run(): Promise<void> {
  const pool = createPool({ threads: 2 });
  const { publicKey, secretKey } = keyPairFromSeed(Buffer.alloc(32, 7));
  const message = Buffer.alloc(250, 1);
  const sig = sign(message, secretKey);
  const reference = { name: 'one ed25519 verify (250-byte message)', fn: () => verify(message, sig, publicKey) };

  const groups = Array.from({ length: GROUPS }, (_, i) => lsigGroupBytes(i));
  const halves = [groups.slice(0, GROUPS / 2), groups.slice(GROUPS / 2)];
  const lsigTask = async (chunk: Uint8Array[]): Promise<void> => {
    const { failures } = await pool.run('lsig-eval-batch', {
      groups: packBytes(chunk),
      genesisHash: GENESIS_HASH,
      protocol: PROTOCOL_V42,
    });
    if (failures.some((f) => f !== '')) throw new Error(failures.join('; '));
  };
  groups.forEach(evaluateInline);
  await Promise.all(halves.map(lsigTask));
  const inlineGroups = `inline, ${GROUPS} groups of 4`;
  const pooledGroups = `pool, 2 tasks × ${GROUPS / 2} groups`;
  await compare(
    'logic-sig payment groups: inline vs pool',
    reference,
    [
      { name: inlineGroups, fn: () => groups.forEach(evaluateInline) },
      { name: pooledGroups, async: () => Promise.all(halves.map(lsigTask)).then(() => undefined) },
    ],
    { unitsPerOp: { [inlineGroups]: GROUPS, [pooledGroups]: GROUPS } },
  );

  const body = dryrunBody();
  const latest = { protocol: PROTOCOL_V42, round: 5n, timestamp: 0n };
  const inlineDryrun = (): void => {
    const outcome = serveDryrun(body, latest);
    if (outcome.txns[0]?.appCallMessages?.at(-1) !== 'PASS') throw new Error('dry-run did not pass');
  };
  const pooledDryrun = async (): Promise<void> => {
    const outcome = await pool.run('dryrun', { body, latest });
    if (outcome.txns[0]?.appCallMessages?.at(-1) !== 'PASS') throw new Error('pooled dry-run did not pass');
  };
  inlineDryrun();
  await pooledDryrun();
  const inlineBurst = `inline, ${DRYRUNS} requests`;
  const pooledBurst = `pool, ${DRYRUNS} tasks`;
  await compare(
    'dry-run with traces of an ABI call: inline vs pool',
    reference,
    [
      { name: 'inline, one request (latency)', fn: inlineDryrun },
      { name: 'pool, one task (latency)', async: pooledDryrun },
      {
        name: inlineBurst,
        fn: () => {
          for (let i = 0; i < DRYRUNS; i++) inlineDryrun();
        },
      },
      {
        name: pooledBurst,
        async: async () => {
          await Promise.all(Array.from({ length: DRYRUNS }, pooledDryrun));
        },
      },
    ],
    { unitsPerOp: { [inlineBurst]: DRYRUNS, [pooledBurst]: DRYRUNS } },
  );
  await pool.destroy();
}
