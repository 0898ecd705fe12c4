/**
 * kill -9 of a node catching up (docs/spec/catchpoint.md §5): killed after a few, several or many status lines
 * (before, during or after the switch), the node restarts on the same data directory, follows its peer and ends
 * with exactly the primary's state: the switch is one store batch, so the disk never holds a mix of old and new.
 * Killed while it downloads, the restarted node runs the same catch-up again on its own.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { tempDir, TOKEN } from '../../helpers/server.js';
import { runUntilKilled } from '../../helpers/kill-after-lines.js';
import {
  catchupProxy,
  makeActivity,
  rawBody,
  reach,
  startFollower,
  startNode,
  statePaths,
  type Activity,
  type Follower,
} from './follower-helpers.js';
import { fresh, pay, type Funded } from './harness.js';

let primaryDir: { path: string; remove(): Promise<void> };
let primary: Follower;
let act: Activity;
let label: string;

test.before(async () => {
  primaryDir = await tempDir();
  primary = await startNode(primaryDir.path, ['--catchpoint-interval', '4']);
  const { server } = primary;
  const kmd = new algosdk.Kmd(TOKEN, 'http://127.0.0.1', server.ports.kmd);
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const handle = (await kmd.initWalletHandle(wallets.find((w) => w.name === 'unencrypted-default-wallet')!.id, ''))
    .wallet_handle_token as string;
  const [addr] = ((await kmd.listKeys(handle)) as { addresses: string[] }).addresses;
  const rich: Funded = { addr: addr!, sk: new Uint8Array((await kmd.exportKey(handle, '', addr!)).private_key) };
  act = await makeActivity(primary.algod, rich);
  while ((await primary.algod.status().do()).lastRound % 4n !== 0n)
    await pay(primary.algod, rich, fresh().addr, 100_000);
  const round = (await primary.algod.status().do()).lastRound;
  for (let i = 0; i < 1000 && !label; i++) {
    const last = (await primary.algod.status().do()).lastCatchpoint ?? '';
    if (last.startsWith(`${round}#`)) label = last;
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
test.after.always(async () => {
  await primary?.server.close();
  await primaryDir?.remove();
});

for (const lines of [1, 5, 40]) {
  test.serial(
    `killed after ${lines} status line(s), the restarted node converges to the primary's state`,
    async (t) => {
      const dir = await tempDir();
      try {
        const out = await runUntilKilled('test/helpers/catchup-child.ts', [dir.path, primary.url, label], lines, (l) =>
          l.startsWith('status '),
        );
        t.true(
          out.some((l) => l.startsWith('started 20')),
          out.join('\n'),
        );
        // where the kill landed: the last status line seen (catchpoint label or "" and the round)
        t.log(`killed after: ${out.filter((l) => l.startsWith('status ')).at(-1) ?? '(no status line)'}`);
        const node = await startFollower(dir.path, [primary.url]);
        try {
          const last = (await primary.algod.status().do()).lastRound;
          await reach(node.algod, last);
          for (const path of statePaths(act, last)) {
            const [a, b] = [await rawBody(primary.url, path), await rawBody(node.url, path)];
            t.deepEqual([b.status, b.body], [a.status, a.body], path);
          }
        } finally {
          await node.server.close();
        }
      } finally {
        await dir.remove();
      }
    },
  );
}

test.serial('killed while downloading, the restarted node resumes the catch-up by itself and converges', async (t) => {
  const dir = await tempDir();
  // blocks held: the catch-up stays in its download of the blocks before the catchpoint
  const proxy = await catchupProxy(primary.url, { holdBlocks: true });
  try {
    const out = await runUntilKilled('test/helpers/catchup-child.ts', [dir.path, proxy.url, label], 1, (l) =>
      l.startsWith(`status ${label} `),
    );
    t.true(
      out.some((l) => l === 'started 201'),
      out.join('\n'),
    );
    const node = await startFollower(dir.path, [proxy.url]);
    try {
      // nobody asked this process to catch up: it found the label on disk
      const status = await node.algod.status().do();
      t.is(status.catchpoint, label);
      t.is((await fetch(`${node.url}/ready`)).status, 503);
      proxy.release();
      const last = (await primary.algod.status().do()).lastRound;
      await reach(node.algod, last);
      t.is((await node.algod.status().do()).catchpoint ?? '', '');
      for (const path of statePaths(act, last)) {
        const [a, b] = [await rawBody(primary.url, path), await rawBody(node.url, path)];
        t.deepEqual([b.status, b.body], [a.status, a.body], path);
      }
    } finally {
      await node.server.close();
    }
    // done once: a further restart does not start it again
    const again = await startFollower(dir.path, [primary.url]);
    try {
      t.is((await again.algod.status().do()).catchpoint ?? '', '');
    } finally {
      await again.server.close();
    }
  } finally {
    await proxy.close();
    await dir.remove();
  }
});
