// Catchpoint catch-up of a ledger of 100,000 accounts (+ 10,000 boxes): how fast a downloaded file is verified and
// written (the label recomputed from every record, account records decoded for totals and creatables, one store
// batch), against the reference of a bare RocksDB batch of the same number of puts of the same sizes, same run.
// Goal (issue 20): ≥ 100k accounts loaded per second. Also printed once: the primary's time to write that catchpoint
// (snapshot → chunks → tar → gzip), to set the load time against. Bounded: about a minute with set-up.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip as gunzipCb, gzip as gzipCb } from 'node:zlib';
import { compare } from '../harness.js';
import { parseCatchpoint } from '../../src/service/algod/catchpoint.js';
import { buildCatchpoint } from '../../src/service/algod/catchpoint-writer.js';
import { verifyCatchpoint, zeroProgress } from '../../src/service/algod/catchpoint-load.js';
import type { LedgerSnapshot } from '../../src/service/algod/ledger.js';
import { addressKey, boxKey } from '../../src/core/ledger/state.js';
import { encodeBlock, type BlockHeader } from '../../src/core/txn/block.js';
import type { AccountData } from '../../src/core/ledger/account.js';
import { Store, type WriteOp } from '../../src/store/store.js';

const ACCOUNTS = 100_000;
const BOXES = 10_000;
const gzip = promisify(gzipCb);
const gunzip = promisify(gunzipCb);

export async function run(): Promise<void> {
  const genesisHash = randomBytes(32);
  const header: BlockHeader = { round: 10_000n, genesisHash, genesisId: 'bench-v1', timestamp: 1_700_000_000n };
  const accounts = new Map<string, AccountData>();
  for (let i = 0; i < ACCOUNTS; i++) {
    const data: AccountData = { microAlgos: 1_000_000n + BigInt(i), status: i % 10 === 0 ? 1 : 0 };
    if (i % 20 === 0) data.assets = new Map([[1000n + BigInt(i % 50), { amount: BigInt(i) }]]);
    accounts.set(addressKey(randomBytes(32)), data);
  }
  const boxes = new Map<string, Uint8Array>();
  for (let i = 0; i < BOXES; i++) boxes.set(boxKey(2000n + BigInt(i % 10), `box-${i}`), randomBytes(64));
  const snap: LedgerSnapshot = { header, accounts, boxes };
  const blockBytes = encodeBlock(header);

  const t0 = process.hrtime.bigint();
  const { header: fileHeader, members } = await buildCatchpoint(snap, Buffer.from(blockBytes), 1_000_000n);
  const gz = await gzip(Buffer.concat(members));
  const writeMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const tar = await gunzip(gz);
  const { round, hash } = parseCatchpoint(fileHeader.catchpoint);
  console.log(
    `\n## catchpoint of ${ACCOUNTS.toLocaleString('en-US')} accounts + ${BOXES.toLocaleString('en-US')} boxes: written (primary) in ${writeMs.toFixed(0)} ms, ${gz.length.toLocaleString('en-US')} bytes gzipped`,
  );

  const dir = mkdtempSync(join(tmpdir(), 'algorun-bench-catchup-'));
  const store = await Store.open(dir);
  try {
    const sample = await verifyCatchpoint(tar, { round, hash, genesisHash }, 1_000_000n, zeroProgress());
    const reference: WriteOp[] = sample.ops.map((op) =>
      op.type === 'put' ? { type: 'put', key: randomBytes(op.key.length), value: op.value } : op,
    );
    const t1 = process.hrtime.bigint();
    await store.commit((await verifyCatchpoint(tar, { round, hash, genesisHash }, 1_000_000n, zeroProgress())).ops);
    const loadMs = Number(process.hrtime.bigint() - t1) / 1e6;
    console.log(
      `  one load (verify + batch): ${loadMs.toFixed(0)} ms = ${Math.round(ACCOUNTS / (loadMs / 1000)).toLocaleString('en-US')} accounts/s; ${(loadMs / writeMs).toFixed(2)}x the primary's write time`,
    );
    await compare(
      `catch-up load of ${ACCOUNTS.toLocaleString('en-US')} accounts + ${BOXES.toLocaleString('en-US')} boxes (goal ≥ 100k accounts/s)`,
      {
        name: `bare RocksDB batch of ${reference.length.toLocaleString('en-US')} puts`,
        async: () => store.commit(reference),
      },
      [
        {
          name: 'verify file + store batch',
          async: async () =>
            store.commit((await verifyCatchpoint(tar, { round, hash, genesisHash }, 1_000_000n, zeroProgress())).ops),
        },
      ],
      {
        minTimeSeconds: 3,
        unitsPerOp: {
          'verify file + store batch': ACCOUNTS,
          [`bare RocksDB batch of ${reference.length.toLocaleString('en-US')} puts`]: ACCOUNTS,
        },
      },
    );
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
