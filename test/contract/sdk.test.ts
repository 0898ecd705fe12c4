import test from 'ava';
import algosdk from 'algosdk';
import { TOKEN, startTestServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(async () => {
  await s.close();
});

const algod = (): algosdk.Algodv2 => new algosdk.Algodv2(TOKEN, 'http://127.0.0.1', s.server.ports.algod);
const kmd = (): algosdk.Kmd => new algosdk.Kmd(TOKEN, 'http://127.0.0.1', s.server.ports.kmd);

test('Algodv2.healthCheck succeeds', async (t) => {
  await t.notThrowsAsync(algod().healthCheck().do());
});

test('Algodv2.versionsCheck decodes our /versions', async (t) => {
  const version = await algod().versionsCheck().do();
  t.deepEqual(version.versions, ['v2']);
  t.is(version.genesisId, 'dockernet-v1');
  t.is(version.genesisHashB64.length, 32);
  t.is(version.build.major, 0);
  t.is(version.build.minor, 1);
});

test('Algodv2 surfaces an error status with our message', async (t) => {
  const error = await t.throwsAsync(algod().getAssetByID(77).do());
  t.regex(error!.message, /404/);
  t.regex(error!.message, /asset does not exist/);
});

test('Algodv2 with a wrong token gets the 401 message', async (t) => {
  const client = new algosdk.Algodv2('c'.repeat(64), 'http://127.0.0.1', s.server.ports.algod);
  const error = await t.throwsAsync(client.status().do());
  t.regex(error!.message, /Invalid API Token/);
});

test('Kmd.versions returns {versions: ["v1"]}', async (t) => {
  t.deepEqual(await kmd().versions(), { versions: ['v1'] });
});

test('Kmd lists the dev network wallet', async (t) => {
  const { wallets } = (await kmd().listWallets()) as { wallets: { name: string }[] };
  t.true(wallets.some((w) => w.name === 'unencrypted-default-wallet'));
});

test('Kmd surfaces a service error with its message', async (t) => {
  const error = await t.throwsAsync(kmd().listKeys('0123456789abcdef.' + 'ab'.repeat(32)));
  t.regex(error!.message, /handle does not exist/);
});
