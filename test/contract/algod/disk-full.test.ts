/**
 * The operator's disk-full drill, on a real full disk: a node whose data directory is on a small tmpfs takes
 * payments until the disk is full, five times over, with the space freed in between. Each episode: refusals are 503s
 * that name the disk, one error-level log record, `/ready` 503 and `algorun_store_read_only 1` while writes fail,
 * reads still 200; once the filler file is gone, a payment confirms again without a restart. After a restart every
 * acknowledged payment is in its block. Skipped where tmpfs cannot be mounted (CI runs as root).
 */
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { devWalletKey, startChildNode, sdkArgs, type ChildNode } from '../../helpers/child-node.js';
import { TOKEN, tempDir } from '../../helpers/server.js';

/** The node from the sources (no build step): tsx's loader, as the other child-process tests run it. */
const startNode = (dataDir: string): Promise<ChildNode> =>
  startChildNode(dataDir, { entry: 'src/main.ts', nodeArgs: ['--import', 'tsx'] });

const EPISODES = 5;

const get = async (url: string): Promise<{ status: number; text: string }> => {
  const response = await fetch(url, { headers: { 'x-algo-api-token': TOKEN } });
  return { status: response.status, text: await response.text() };
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

test('disk full, five times: 503s naming the disk, not ready, recovery without a restart, nothing acknowledged lost', async (t) => {
  const dir = await tempDir();
  const mountPoint = join(dir.path, 'disk');
  mkdirSync(mountPoint);
  const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mountPoint], { encoding: 'utf8' });
  if (mount.status !== 0) {
    t.log(`skipped: cannot mount a tmpfs here (${(mount.stderr || mount.error?.message || '').trim()})`);
    t.pass();
    await dir.remove();
    return;
  }
  const dataDir = join(mountPoint, 'data');
  const filler = join(mountPoint, 'filler');
  const acknowledged = new Map<string, bigint>();
  try {
    let node = await startNode(dataDir);
    const algod = new algosdk.Algodv2(...sdkArgs(node.urls.algod));
    const kmd = new algosdk.Kmd(...sdkArgs(node.urls.kmd));
    const { handle, address: sender } = await devWalletKey(kmd);
    const sk = (await kmd.exportKey(handle, '', sender)).private_key as Uint8Array;
    let params = await algod.getTransactionParams().do();
    let serial = 0;
    /** One payment: its txid and round when acknowledged, else the refusal's status and body. */
    const pay = async (): Promise<{ txid?: string; status: number; text: string }> => {
      if (serial % 200 === 0) params = await algod.getTransactionParams().do();
      const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender,
        receiver: sender,
        amount: 0,
        note: new TextEncoder().encode(`disk-full drill ${serial++}`),
        suggestedParams: params,
      });
      const response = await fetch(`${node.urls.algod}/v2/transactions`, {
        method: 'POST',
        headers: { 'x-algo-api-token': TOKEN, 'content-type': 'application/x-binary' },
        body: txn.signTxn(sk),
      });
      const text = await response.text();
      if (response.status !== 200) return { status: response.status, text };
      const txid = txn.txID();
      const info = await algod.pendingTransactionInformation(txid).do();
      acknowledged.set(txid, info.confirmedRound!);
      return { txid, status: 200, text };
    };
    for (let episode = 1; episode <= EPISODES; episode++) {
      // Leave about 1 MiB free, then pay until refused.
      const { bavail, bsize } = statfsSync(mountPoint);
      writeFileSync(filler, Buffer.alloc(Math.max(0, Number(bavail) * Number(bsize) - 1024 * 1024)));
      let refusals = 0;
      let refusal = { status: 0, text: '' };
      for (let i = 0; i < 5000 && refusals < 5; i++) {
        const answer = await pay();
        if (answer.status !== 200) {
          refusals++;
          refusal = answer;
        }
      }
      t.is(refusals, 5, `episode ${episode}: the disk filled`);
      t.is(refusal.status, 503, refusal.text);
      t.regex(refusal.text, /no space left on the data directory's disk/);
      t.is((await get(`${node.urls.algod}/ready`)).status, 503, `episode ${episode}: not ready`);
      t.regex((await get(`${node.urls.algod}/metrics`)).text, /^algorun_store_read_only 1$/m);
      t.is((await get(`${node.urls.algod}/v2/status`)).status, 200, 'reads keep working');
      const faults = node.logRecords().filter((line) => line.event === 'store-fault');
      t.is(faults.length, episode, 'one error record per episode');
      t.is(faults.at(-1)?.level, 'error');
      t.truthy(faults.at(-1)?.path);
      // Space returns: writes resume on their own.
      rmSync(filler);
      let ready = 0;
      for (let i = 0; i < 300 && ready !== 200; i++) {
        await sleep(100);
        ready = (await get(`${node.urls.algod}/ready`)).status;
      }
      t.is(ready, 200, `episode ${episode}: ready again without a restart`);
      const after = await pay();
      t.is(after.status, 200, after.text);
      t.regex((await get(`${node.urls.algod}/metrics`)).text, /^algorun_store_read_only 0$/m);
    }
    await node.stop();
    // Restart: every acknowledged payment is in its block, and the chain reaches the last one acknowledged.
    node = await startNode(dataDir);
    const lastAcknowledged = [...acknowledged.values()].reduce((a, b) => (b > a ? b : a), 0n);
    const status = JSON.parse((await get(`${node.urls.algod}/v2/status`)).text) as { 'last-round': number };
    t.true(BigInt(status['last-round']) >= lastAcknowledged);
    let missing = 0;
    for (const [txid, round] of acknowledged) {
      const { text } = await get(`${node.urls.algod}/v2/blocks/${round}/txids`);
      if (!(JSON.parse(text) as { blockTxids: string[] }).blockTxids.includes(txid)) missing++;
    }
    t.is(missing, 0, `${acknowledged.size} acknowledged payments, all in their blocks`);
    await node.stop();
  } finally {
    spawnSync('umount', ['-l', mountPoint]);
    await dir.remove();
  }
});
