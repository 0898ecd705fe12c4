/**
 * AlgoKit Utils for TypeScript against our server, as a LocalNet user's test suite drives it: the LocalNet
 * dispenser, an app deployed with AppFactory, ABI calls through AppClient (a read-only method is simulated),
 * resources populated by simulate, and boxes read back.
 */
import test from 'ava';
import { readFile } from 'node:fs/promises';
import { AlgorandClient, Config, algo } from '@algorandfoundation/algokit-utils';
import { nullLogger } from '@algorandfoundation/algokit-utils/types/logging';
import type { Arc56Contract } from '@algorandfoundation/algokit-utils/types/app-arc56';
import { startTestServer, TOKEN, type TestServer } from '../helpers/server.js';
import { FAST_KDF } from './kmd/harness.js';

let s: TestServer;
let algorand: AlgorandClient;

test.before(async () => {
  Config.configure({ logger: nullLogger });
  s = await startTestServer([], { kmdUnsafeKdfLimits: FAST_KDF });
  const config = (base: string) => ({ server: 'http://127.0.0.1', port: Number(new URL(base).port), token: TOKEN });
  algorand = AlgorandClient.fromConfig({ algodConfig: config(s.algod), kmdConfig: config(s.kmd) });
});
test.after.always(async () => {
  await s?.close();
});

async function appSpec(): Promise<Arc56Contract> {
  const approval = await readFile(new URL('../fixtures/algokit/boxes-app.teal', import.meta.url), 'utf8');
  const string = (name: string) => ({ type: 'string', name });
  const call = { create: [] as never[], call: ['NoOp' as const] };
  return {
    arcs: [],
    name: 'Boxes',
    structs: {},
    methods: [
      {
        name: 'add',
        args: [
          { type: 'uint64', name: 'a' },
          { type: 'uint64', name: 'b' },
        ],
        returns: { type: 'uint64' },
        actions: call,
        readonly: true,
      },
      { name: 'set_box', args: [string('key'), string('value')], returns: { type: 'void' }, actions: call },
      { name: 'get_box', args: [string('key')], returns: { type: 'string' }, actions: call, readonly: true },
    ],
    state: {
      schema: { global: { ints: 0, bytes: 0 }, local: { ints: 0, bytes: 0 } },
      keys: { global: {}, local: {}, box: {} },
      maps: { global: {}, local: {}, box: {} },
    },
    bareActions: { create: ['NoOp'], call: [] },
    source: {
      approval: Buffer.from(approval).toString('base64'),
      clear: Buffer.from('#pragma version 10\nint 1\n').toString('base64'),
    },
    events: [],
    templateVariables: {},
  } as Arc56Contract;
}

test('the LocalNet dispenser funds, an AppFactory deploys, AppClient calls (read-only ones simulated) and boxes work', async (t) => {
  t.true(await algorand.client.isLocalNet());
  const dispenser = await algorand.account.localNetDispenser();
  const deployer = algorand.account.random();
  await algorand.account.ensureFunded(deployer, dispenser, algo(10));
  t.true((await algorand.account.getInformation(deployer)).balance.algo >= 10);

  const factory = algorand.client.getAppFactory({ appSpec: await appSpec(), defaultSender: deployer.addr });
  const { appClient, result } = await factory.send.bare.create();
  t.true(result.appId > 0n);
  await algorand.send.payment({ sender: deployer.addr, receiver: appClient.appAddress, amount: algo(1) });

  const roundBefore = (await algorand.client.algod.status().do()).lastRound;
  const sum = await appClient.send.call({ method: 'add', args: [40n, 2n] });
  t.is(sum.return, 42n);
  // Read-only: simulated, not sent, so no new block.
  t.is((await algorand.client.algod.status().do()).lastRound, roundBefore);

  // No box reference given: AlgoKit populates it from simulate's unnamed-resource report.
  await appClient.send.call({ method: 'set_box', args: ['greeting', 'hello'] });
  const read = await appClient.send.call({ method: 'get_box', args: ['greeting'], boxReferences: ['greeting'] });
  t.is(read.return, 'hello');
  t.deepEqual(await appClient.getBoxNames(), [
    {
      name: 'greeting',
      nameRaw: new TextEncoder().encode('greeting'),
      nameBase64: Buffer.from('greeting').toString('base64'),
    },
  ]);
  t.is(new TextDecoder().decode(await appClient.getBoxValue('greeting')), 'hello');
});

test('a failing app call is explained from simulate, with the failing program location', async (t) => {
  const dispenser = await algorand.account.localNetDispenser();
  const sender = algorand.account.random();
  await algorand.account.ensureFunded(sender, dispenser, algo(5));
  const factory = algorand.client.getAppFactory({ appSpec: await appSpec(), defaultSender: sender.addr });
  const { appClient } = await factory.send.bare.create();
  const error = await t.throwsAsync(
    appClient.send.call({ method: 'get_box', args: ['missing'], boxReferences: ['missing'] }),
  );
  // AlgoKit's LogicError: upstream's text plus the program listing around the failing pc, which it finds from the
  // simulate trace and the source map.
  t.regex(error?.message ?? '', /assert failed pc=\d+\. at:\d+\..*logic eval error: assert failed pc=\d+/);
  t.regex(error?.stack ?? '', /box_get\n.*assert <--- Error/);
});
