/**
 * The built node under every supported Node.js: started as `npm start` starts it (`node dist/main.js`), sent one
 * request of each kind (algod read and submission, kmd, admin, gRPC, metrics, HTTP/1.0), and still alive after them.
 *
 * The binaries come from ALGORUN_TEST_NODE_BINARIES (colon-separated paths; .ci/run installs Node 22, 24 and 26 from
 * the npm registry and lists them with this machine's). Without it, only the Node running the test is tried; CI
 * requires the list.
 */
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import algosdk from 'algosdk';
import { clients, unary } from '../helpers/grpc.js';
import { devWalletKey, startChildNode, sdkArgs } from '../helpers/child-node.js';
import { ADMIN_TOKEN, tempDir } from '../helpers/server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const listed = process.env.ALGORUN_TEST_NODE_BINARIES;
const binaries = listed === undefined || listed === '' ? [process.execPath] : listed.split(':');

test.before('build dist/ as npm start does', () => {
  const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (tsc.status !== 0) throw new Error(`tsc failed: ${tsc.stdout}${tsc.stderr}`);
});

test('CI lists every supported Node line', (t) => {
  if (process.env.CI !== 'true') {
    t.pass('outside CI: only this Node is tried');
    return;
  }
  const versions = binaries.map((bin) => spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim());
  for (const major of ['v20.', 'v22.', 'v24.', 'v26.']) {
    t.true(
      versions.some((v) => v.startsWith(major)),
      `${major}x missing from ${versions.join(', ')}`,
    );
  }
});

/** Sends an HTTP/1.0 request and resolves with what came back before the server closed (or 3 s passed). */
function http10(base: string, path: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.0\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    const timer = setTimeout(() => socket.destroy(), 3000);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
  });
}

for (const bin of binaries) {
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  test.serial(`the built node under ${version}: one request of each kind, and still alive`, async (t) => {
    const dir = await tempDir();
    const node = await startChildNode(dir.path, { bin });
    try {
      const algod = new algosdk.Algodv2(...sdkArgs(node.urls.algod));
      const kmd = new algosdk.Kmd(...sdkArgs(node.urls.kmd));
      // kmd: the dev wallet's first key.
      const { handle, address: sender } = await devWalletKey(kmd);
      // algod: a read and a submission, signed by kmd.
      t.true((await algod.status().do()).lastRound >= 0n);
      const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender,
        receiver: sender,
        amount: 1,
        suggestedParams: await algod.getTransactionParams().do(),
      });
      const signed = new Uint8Array(await kmd.signTransaction(handle, '', txn));
      const { txid } = await algod.sendRawTransaction(signed).do();
      t.true((await algosdk.waitForConfirmation(algod, txid, 2)).confirmedRound! > 0n);
      // admin: the OAuth-app list.
      const apps = await fetch(`${node.urls.admin}/api/v1/pleroma/admin/oauth_app`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      t.is(apps.status, 200);
      // gRPC: the health service.
      const { health } = clients(node.grpc);
      t.like(await unary(health, 'Check', { service: '' }), { status: 'SERVING' });
      health.close();
      // metrics: the standard process metrics name this Node.
      const metrics = await (await fetch(`${node.urls.algod}/metrics`)).text();
      t.regex(metrics, new RegExp(`nodejs_version_info\\{version="${version}"`));
      // HTTP/1.0: a complete answer, except from the uWS 20.30 build on Node 20 (docs/compat.md).
      const engine = /HTTP engine\s+(\S+)/.exec(node.banner)?.[1];
      for (const surface of ['algod', 'kmd'] as const) {
        const answer = await http10(node.urls[surface], '/health');
        if (engine === 'uws' && version.startsWith('v20.')) t.pass('uWS 20.30 does not answer HTTP/1.0');
        else t.regex(answer, /^HTTP\/1\.[01] \d{3} /, `${surface} answered HTTP/1.0`);
      }
      t.is(node.child.exitCode, null, node.stderr());
      t.is((await fetch(`${node.urls.algod}/health`)).status, 200);
    } finally {
      t.is(await node.stop(), 0, node.stderr());
      await dir.remove();
    }
  });
}
