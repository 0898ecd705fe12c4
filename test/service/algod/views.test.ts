// Read-side views (src/service/algod/views*.ts): hand-built ledger records → algorun.algod.v2 messages → E1 JSON through the
// REST gateway's renderer, checked against pinned upstream key sets and decoded with algosdk's models as the oracle.
import test, { type ExecutionContext } from 'ava';
import algosdk from 'algosdk';
import { encodeAddress } from '../../../src/core/crypto/address.js';
import type { AppError } from '../../../src/core/errors.js';
import type { AccountData } from '../../../src/core/ledger/account.js';
import { V42 } from '../../../src/core/ledger/consensus.js';
import { e1Text, renderAlgodError } from '../../../src/gateway/rest/algod/render.js';
import {
  accountView,
  checkResourceLimit,
  parseExclude,
  type AccountExclude,
} from '../../../src/service/algod/views.js';
import {
  APP,
  ASSET,
  b64,
  big,
  decodeWith,
  keysOf,
  ME,
  OTHER,
  reqCtx,
  unknownKeys,
  type SchemaLike,
} from './views-oracle.js';

const VIEW = { round: 7n, params: V42 };
const RESOURCE_KEYS: ReadonlySet<string> = new Set(['apps-local-state', 'assets', 'created-apps', 'created-assets']);

/** Render as GET /v2/accounts/{address} does (exclude=all leaves the four resource keys out). */
function renderAccount(data: AccountData | undefined, exclude: readonly AccountExclude[] = []): string {
  const set = new Set(exclude);
  const message = accountView(ME, data, VIEW, set);
  return e1Text(reqCtx(), 'algorun.algod.v2.Account', message, set.has('all') ? { omitKeys: RESOURCE_KEYS } : {});
}

test('the key check sees unknown keys at any depth (so the algosdk comparisons can fail)', (t) => {
  const json = { address: 'x', bogus: 1, 'apps-local-state': [{ id: 1, nope: 2 }], participation: { extra: 0 } };
  t.deepEqual(unknownKeys(json, algosdk.modelsv2.Account.encodingSchema as unknown as SchemaLike), [
    '$.bogus',
    '$.apps-local-state[0].nope',
    '$.participation.extra',
  ]);
});

const BASE_KEYS = [
  'address',
  'amount',
  'amount-without-pending-rewards',
  'apps-local-state',
  'apps-total-schema',
  'assets',
  'created-apps',
  'created-assets',
  'min-balance',
  'pending-rewards',
  'reward-base',
  'rewards',
  'round',
  'status',
  'total-apps-opted-in',
  'total-assets-opted-in',
  'total-created-apps',
  'total-created-assets',
];

test('never-funded address: the zero account with the base minimum balance, byte for byte', (t) => {
  const text = renderAccount(undefined);
  t.is(
    text,
    `{"address":"${encodeAddress(ME)}","amount":0,"amount-without-pending-rewards":0,"apps-local-state":[],` +
      '"apps-total-schema":{"num-byte-slice":0,"num-uint":0},"assets":[],"created-apps":[],"created-assets":[],' +
      '"min-balance":100000,"pending-rewards":0,"reward-base":0,"rewards":0,"round":7,"status":"Offline",' +
      '"total-apps-opted-in":0,"total-assets-opted-in":0,"total-created-apps":0,"total-created-assets":0}\n',
  );
  const account = decodeWith(t, text, algosdk.modelsv2.Account);
  t.is(account.address.toString(), encodeAddress(ME));
  t.is(account.minBalance, 100000n);
  t.is(renderAccount({}), text);
});

const account = test.macro(
  (
    t,
    data: AccountData,
    extraKeys: readonly string[],
    check: (t: ExecutionContext, a: algosdk.modelsv2.Account) => void,
  ) => {
    const text = renderAccount(data);
    t.deepEqual(keysOf(text).sort(), [...BASE_KEYS, ...extraKeys].sort());
    check(t, decodeWith(t, text, algosdk.modelsv2.Account));
  },
);

test(
  'funded: amounts exact above 2^53, no pending rewards, stored reward fields',
  account,
  { microAlgos: 2n ** 63n + 5n, rewardsBase: 3n, rewardedMicroAlgos: 9n, lastProposed: 4n, lastHeartbeat: 6n },
  ['last-proposed', 'last-heartbeat'],
  (t, a) => {
    t.is(a.amount, 2n ** 63n + 5n);
    t.is(a.amountWithoutPendingRewards, 2n ** 63n + 5n);
    t.is(a.pendingRewards, 0n);
    t.is(a.rewardBase, 3n);
    t.is(a.rewards, 9n);
    t.is(big(a.lastProposed), 4n);
    t.is(big(a.lastHeartbeat), 6n);
    t.is(big(a.round), 7n);
  },
);

test(
  'rekeyed and incentive-eligible: auth-addr and incentive-eligible appear',
  account,
  { microAlgos: 1_000_000n, authAddr: OTHER, incentiveEligible: true },
  ['auth-addr', 'incentive-eligible'],
  (t, a) => {
    t.is(a.authAddr?.toString(), encodeAddress(OTHER));
    t.is(a.incentiveEligible, true);
  },
);

test(
  'zero auth-addr, false flags and zero counters stay out',
  account,
  { microAlgos: 1n, authAddr: Buffer.alloc(32), incentiveEligible: false, totalExtraAppPages: 0, totalBoxes: 0n },
  [],
  (t, a) => t.is(a.authAddr, undefined),
);

const VOTE = Buffer.alloc(32, 0xa1);
const SEL = Buffer.alloc(32, 0xb2);
const STPRF = Buffer.alloc(64, 0xc3);

test(
  'online with participation keys (and state-proof key)',
  account,
  {
    status: 1,
    microAlgos: 5n,
    voteId: VOTE,
    selectionId: SEL,
    stateProofId: STPRF,
    voteFirstValid: 1n,
    voteLastValid: 3_000_000n,
    voteKeyDilution: 10_000n,
  },
  ['participation'],
  (t, a) => {
    t.is(a.status, 'Online');
    t.deepEqual(Buffer.from(a.participation!.voteParticipationKey), VOTE);
    t.deepEqual(Buffer.from(a.participation!.selectionParticipationKey), SEL);
    t.deepEqual(Buffer.from(a.participation!.stateProofKey!), STPRF);
    t.is(big(a.participation!.voteLastValid), 3_000_000n);
    t.is(big(a.participation!.voteKeyDilution), 10_000n);
  },
);

test('participation keys without a state-proof key; other status texts', (t) => {
  const online = JSON.parse(renderAccount({ status: 1, voteId: VOTE, selectionId: SEL })) as Record<string, unknown>;
  t.deepEqual(online['participation'], {
    'selection-participation-key': b64(SEL),
    'vote-first-valid': 0,
    'vote-key-dilution': 0,
    'vote-last-valid': 0,
    'vote-participation-key': b64(VOTE),
  });
  const noVote = JSON.parse(renderAccount({ status: 2, selectionId: SEL })) as Record<string, unknown>;
  t.false('participation' in noVote, 'participation only when a vote key is set');
  t.is(noVote['status'], 'Not Participating');
  t.is((JSON.parse(renderAccount({ status: 9, microAlgos: 1n })) as Record<string, unknown>)['status'], '');
});

test('creator of assets: created-assets sorted by index with creator = the account', (t) => {
  const data: AccountData = {
    microAlgos: 1_000_000n,
    assetParams: new Map([
      [20n, { total: 1n, assetName: 'B' }],
      [3n, ASSET],
    ]),
    assets: new Map([
      [20n, { amount: 1n }],
      [3n, { amount: 1000n }],
    ]),
  };
  const text = renderAccount(data);
  const a = decodeWith(t, text, algosdk.modelsv2.Account);
  t.deepEqual(
    a.createdAssets!.map((x) => x.index),
    [3n, 20n],
  );
  t.deepEqual(
    a.createdAssets!.map((x) => x.params!.creator),
    [encodeAddress(ME), encodeAddress(ME)],
  );
  t.is(a.createdAssets![1]!.params!.name, 'B');
  t.is(a.createdAssets![0]!.params!.name, undefined);
  t.is(big(a.totalCreatedAssets), 2n);
  t.is(a.minBalance, 300_000n);
});

test('holder of several assets given out of order: sorted by asset-id, {amount, asset-id, is-frozen} only', (t) => {
  const data: AccountData = {
    microAlgos: 1n,
    assets: new Map([
      [900n, { amount: 5n, frozen: true }],
      [2n ** 64n - 1n, {}],
      [12n, { amount: 2n ** 60n }],
    ]),
  };
  const text = renderAccount(data);
  const json = JSON.parse(text) as { assets: Record<string, unknown>[] };
  t.deepEqual(
    json.assets.map((h) => Object.keys(h)),
    [
      ['amount', 'asset-id', 'is-frozen'],
      ['amount', 'asset-id', 'is-frozen'],
      ['amount', 'asset-id', 'is-frozen'],
    ],
  );
  const a = decodeWith(t, text, algosdk.modelsv2.Account);
  t.deepEqual(
    a.assets!.map((h) => h.assetId),
    [12n, 900n, 2n ** 64n - 1n],
  );
  t.deepEqual(
    a.assets!.map((h) => [h.amount, h.isFrozen]),
    [
      [2n ** 60n, false],
      [5n, true],
      [0n, false],
    ],
  );
  t.is(big(a.totalAssetsOptedIn), 3n);
  t.true(text.includes('"asset-id":18446744073709551615'));
});

const APP_ACCOUNT: AccountData = {
  microAlgos: 10_000_000n,
  appParams: new Map([
    [50n, APP],
    [7n, {}],
  ]),
  appLocalStates: new Map([
    [
      50n,
      {
        schema: { numUint: 1n },
        keyValue: new Map([
          ['b', { type: 2n, uint: 1n }],
          ['a', { type: 1n }],
        ]),
      },
    ],
    [8n, {}],
  ]),
  assetParams: new Map([[60n, ASSET]]),
  assets: new Map([[60n, { amount: 1000n }]]),
  totalAppSchema: { numUint: 2n, numByteSlice: 2n },
  totalExtraAppPages: 1,
  totalBoxes: 2n,
  totalBoxBytes: 100n,
};
const APP_ACCOUNT_MIN =
  100_000n +
  100_000n +
  2n * 100_000n +
  2n * 100_000n +
  2n * (25_000n + 3_500n) +
  2n * (25_000n + 25_000n) +
  100_000n +
  2n * 2_500n +
  100n * 400n;

test('app creator and opted-in: lists sorted by id, local key-values sorted, totals and min-balance', (t) => {
  const text = renderAccount(APP_ACCOUNT);
  t.deepEqual(keysOf(text).sort(), [...BASE_KEYS, 'apps-total-extra-pages', 'total-box-bytes', 'total-boxes'].sort());
  const json = JSON.parse(text) as { 'apps-local-state': Record<string, unknown>[] };
  t.deepEqual(json['apps-local-state'][0], { id: 8, schema: { 'num-byte-slice': 0, 'num-uint': 0 } });
  const a = decodeWith(t, text, algosdk.modelsv2.Account);
  t.deepEqual(
    a.createdApps!.map((x) => x.id),
    [7n, 50n],
  );
  t.deepEqual(
    a.createdApps!.map((x) => x.params!.creator.toString()),
    [encodeAddress(ME), encodeAddress(ME)],
  );
  t.deepEqual(
    a.appsLocalState!.map((x) => x.id),
    [8n, 50n],
  );
  t.deepEqual(
    a.appsLocalState![1]!.keyValue!.map((kv) => Buffer.from(kv.key).toString()),
    ['a', 'b'],
  );
  t.is(big(a.appsTotalSchema!.numUint), 2n);
  t.is(big(a.appsTotalExtraPages), 1n);
  t.is(big(a.totalBoxes), 2n);
  t.is(big(a.totalBoxBytes), 100n);
  t.is(big(a.totalCreatedApps), 2n);
  t.is(big(a.totalAppsOptedIn), 2n);
  t.is(a.minBalance, APP_ACCOUNT_MIN);
});

test('exclude=created-apps-params / created-assets-params: created entries reduced to their id', (t) => {
  const apps = JSON.parse(renderAccount(APP_ACCOUNT, ['created-apps-params'])) as Record<string, unknown>;
  t.deepEqual(apps['created-apps'], [{ id: 7 }, { id: 50 }]);
  t.is((apps['created-assets'] as Record<string, unknown>[])[0]!['index'], 60);
  t.true('params' in (apps['created-assets'] as Record<string, unknown>[])[0]!);
  const both = renderAccount(APP_ACCOUNT, ['created-apps-params', 'created-assets-params']);
  const json = JSON.parse(both) as Record<string, unknown>;
  t.deepEqual(json['created-assets'], [{ index: 60 }]);
  t.deepEqual(json['created-apps'], [{ id: 7 }, { id: 50 }]);
  t.is(json['total-created-apps'], 2);
  decodeWith(t, both, algosdk.modelsv2.Account);
});

test('exclude=all: the four resource keys are absent, totals and min-balance still from the record', (t) => {
  const text = renderAccount(APP_ACCOUNT, ['all']);
  const expected = BASE_KEYS.filter((k) => !RESOURCE_KEYS.has(k));
  t.deepEqual(keysOf(text).sort(), [...expected, 'apps-total-extra-pages', 'total-box-bytes', 'total-boxes'].sort());
  const message = accountView(ME, APP_ACCOUNT, VIEW, new Set(['all']));
  t.deepEqual(
    [message.assets, message.created_assets, message.created_apps, message.apps_local_state],
    [[], [], [], []],
  );
  const a = decodeWith(t, text, algosdk.modelsv2.Account);
  t.is(big(a.totalCreatedApps), 2n);
  t.is(big(a.totalAssetsOptedIn), 1n);
  t.is(a.minBalance, APP_ACCOUNT_MIN);
});

const exclude = test.macro((t, values: string[], expected: AccountExclude[] | 'error') => {
  if (expected === 'error') {
    const error = t.throws(() => parseExclude(values));
    t.is((error as AppError).code, 'ALGOD_BAD_REQUEST');
    t.is(error!.message, 'failed to parse exclude');
  } else {
    t.deepEqual([...parseExclude(values)].sort(), [...expected].sort());
  }
});
test('exclude: no values', exclude, [], []);
test('exclude: none', exclude, ['none'], []);
test('exclude: single empty value', exclude, [''], []);
test('exclude: spaces only', exclude, ['  '], []);
test('exclude: all (trimmed)', exclude, [' all '], ['all']);
test('exclude: created-apps-params', exclude, ['created-apps-params'], ['created-apps-params']);
test(
  'exclude: both params, trimmed',
  exclude,
  [' created-assets-params', 'created-apps-params '],
  ['created-apps-params', 'created-assets-params'],
);
test('exclude: repeated value', exclude, ['created-apps-params', 'created-apps-params'], ['created-apps-params']);
test('exclude: all with another', exclude, ['all', 'created-apps-params'], 'error');
test('exclude: none with another', exclude, ['created-apps-params', 'none'], 'error');
test('exclude: all and none', exclude, ['all', 'none'], 'error');
test('exclude: empty among others', exclude, ['created-apps-params', ''], 'error');
test('exclude: unknown', exclude, ['assets'], 'error');
test('exclude: case matters', exclude, ['ALL'], 'error');

const RESOURCES: AccountData = {
  assets: new Map([
    [1n, {}],
    [2n, {}],
  ]),
  assetParams: new Map([[2n, {}]]),
  appLocalStates: new Map([[3n, {}]]),
  appParams: new Map(),
};

test('resource limit: over the limit → 400 "Result limit exceeded" with upstream data', (t) => {
  const error = t.throws(() => checkResourceLimit(RESOURCES, 3)) as AppError;
  t.is(error.code, 'ALGOD_BAD_REQUEST');
  t.is(error.message, 'Result limit exceeded');
  const reply = renderAlgodError(error, reqCtx());
  t.is(reply.status, 400);
  t.is(
    reply.body,
    '{"data":{"max-results":3,"total-apps-opted-in":1,"total-assets-opted-in":2,"total-created-apps":0,' +
      '"total-created-assets":1},"message":"Result limit exceeded"}\n',
  );
});

test('resource limit: at the limit, unlimited (0) and unknown accounts pass', (t) => {
  t.notThrows(() => checkResourceLimit(RESOURCES, 4));
  t.notThrows(() => checkResourceLimit(RESOURCES, 0));
  t.notThrows(() => checkResourceLimit(undefined, 1));
  t.notThrows(() => checkResourceLimit({}, 100_000));
  t.throws(() =>
    checkResourceLimit(
      {
        appParams: new Map([
          [1n, {}],
          [2n, {}],
        ]),
      },
      1,
    ),
  );
});
