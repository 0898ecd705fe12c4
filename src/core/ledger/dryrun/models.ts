/**
 * algod's REST `Account` and `Application` models inside a dryrun request, read into ledger records (upstream
 * AccountToAccountData / ApplicationParamsToAppParams).
 *
 * Invariants:
 * - The balance is `amount-without-pending-rewards` (rewards are ignored: dryrun has no rewards level).
 * - State keys and byte values are base64 text in JSON and raw `bin` in msgpack (see wire.ts); map keys of
 *   TealKeyValue maps are binary strings as in account.ts.
 * - Addresses stay text here: the ledger view (ledger.ts) decodes them so that a bad address becomes the
 *   response's `error`, as upstream reports it, rather than a 400. Nested addresses (asset roles, auth-addr) are
 *   decoded here. Keys the model declares but dryrun does not use are accepted and ignored.
 */
import { decodeAddress } from '../../crypto/address.js';
import type { AssetParams, StateSchema } from '../../txn/types.js';
import {
  Status,
  type AccountData,
  type AppLocalState,
  type AppParams,
  type AssetHolding,
  type TealKeyValue,
} from '../account.js';
import type { Wire, WireValue } from './wire.js';

export interface DryrunAppParams extends AppParams {
  /** Creator address text ('' = zero address). */
  readonly creator: string;
}

export interface DryrunApp {
  readonly id: bigint;
  params: DryrunAppParams | undefined;
}

export interface DryrunAccount {
  readonly address: string;
  readonly data: AccountData;
  /** Ids of `created-assets` (creator lookups). */
  readonly createdAssets: readonly bigint[];
}

const ACCOUNT_KEYS = [
  'address',
  'amount',
  'amount-without-pending-rewards',
  'apps-local-state',
  'apps-total-extra-pages',
  'apps-total-schema',
  'assets',
  'auth-addr',
  'created-apps',
  'created-assets',
  'incentive-eligible',
  'last-heartbeat',
  'last-proposed',
  'min-balance',
  'participation',
  'pending-rewards',
  'reward-base',
  'rewards',
  'round',
  'sig-type',
  'status',
  'total-apps-opted-in',
  'total-assets-opted-in',
  'total-box-bytes',
  'total-boxes',
  'total-created-apps',
  'total-created-assets',
];
const APP_KEYS = ['id', 'params'];
const APP_PARAMS_KEYS = [
  'creator',
  'approval-program',
  'clear-state-program',
  'extra-program-pages',
  'global-state',
  'global-state-schema',
  'local-state-schema',
  'size-sponsor',
  'version',
  'foreign-box-reads',
  'family-box-access',
];
const SCHEMA_KEYS = ['num-uint', 'num-byte-slice'];
const LOCAL_KEYS = ['id', 'schema', 'key-value'];
const HOLDING_KEYS = ['amount', 'asset-id', 'is-frozen'];
const ASSET_KEYS = ['index', 'params'];
const ASSET_PARAMS_KEYS = [
  'clawback',
  'creator',
  'decimals',
  'default-frozen',
  'freeze',
  'manager',
  'metadata-hash',
  'name',
  'name-b64',
  'reserve',
  'total',
  'unit-name',
  'unit-name-b64',
  'url',
  'url-b64',
];
const STATUS: Readonly<Record<string, number>> = {
  Offline: Status.Offline,
  Online: Status.Online,
  NotParticipating: Status.NotParticipating,
};

function schemaOf(w: Wire, v: WireValue, where: string): StateSchema {
  const o = w.object(v, where, SCHEMA_KEYS);
  return {
    numUint: w.u64(o.get('num-uint'), `${where}.num-uint`),
    numByteSlice: w.u64(o.get('num-byte-slice'), `${where}.num-byte-slice`),
  };
}

function keyValues(w: Wire, v: WireValue, where: string): TealKeyValue {
  const map: TealKeyValue = new Map();
  w.array(v, where).forEach((item, i) => {
    const at = `${where}[${i}]`;
    const kv = w.object(item, at, ['key', 'value']);
    const value = w.object(kv.get('value'), `${at}.value`, ['type', 'bytes', 'uint']);
    const key = Buffer.from(w.bytes(kv.get('key'), `${at}.key`)).toString('latin1');
    const type = w.u64(value.get('type'), `${at}.value.type`);
    const entry =
      type === 1n
        ? { type, bytes: w.bytes(value.get('bytes'), `${at}.value.bytes`) }
        : { type, uint: w.u64(value.get('uint'), `${at}.value.uint`) };
    map.set(key, entry);
  });
  return map;
}

function address(w: Wire, v: WireValue, where: string): Uint8Array | undefined {
  const text = w.string(v, where);
  return text === '' ? undefined : decodeAddress(text);
}

/** A REST ApplicationParams → the ledger's AppParams plus the creator text. @throws CORE_JSON_DECODE, CORE_MSGPACK_DECODE */
function readAppParams(w: Wire, v: WireValue, where: string): DryrunAppParams {
  const o = w.object(v, where, APP_PARAMS_KEYS);
  const params: AppParams & { creator: string } = { creator: w.string(o.get('creator'), `${where}.creator`) };
  params.approvalProgram = w.bytes(o.get('approval-program'), `${where}.approval-program`);
  params.clearStateProgram = w.bytes(o.get('clear-state-program'), `${where}.clear-state-program`);
  params.extraProgramPages = Number(w.u64(o.get('extra-program-pages'), `${where}.extra-program-pages`));
  params.globalState = keyValues(w, o.get('global-state'), `${where}.global-state`);
  params.globalStateSchema = schemaOf(w, o.get('global-state-schema'), `${where}.global-state-schema`);
  params.localStateSchema = schemaOf(w, o.get('local-state-schema'), `${where}.local-state-schema`);
  params.version = w.u64(o.get('version'), `${where}.version`);
  const sponsor =
    o.get('size-sponsor') === undefined ? undefined : address(w, o.get('size-sponsor'), `${where}.size-sponsor`);
  if (sponsor !== undefined) params.sizeSponsor = sponsor;
  if (w.bool(o.get('foreign-box-reads'), `${where}.foreign-box-reads`)) params.foreignBoxReads = true;
  if (w.bool(o.get('family-box-access'), `${where}.family-box-access`)) params.familyBoxAccess = true;
  return params;
}

/** A REST Application (`params` may be absent until sources fill it). @throws CORE_JSON_DECODE, CORE_MSGPACK_DECODE */
export function readApp(w: Wire, v: WireValue, where: string): DryrunApp {
  const o = w.object(v, where, APP_KEYS);
  const params = o.get('params');
  return {
    id: w.u64(o.get('id'), `${where}.id`),
    params: params === undefined || params === null ? undefined : readAppParams(w, params, `${where}.params`),
  };
}

function readAssetParams(w: Wire, v: WireValue, where: string): AssetParams {
  const o = w.object(v, where, ASSET_PARAMS_KEYS);
  const text = (key: string, b64: string): Uint8Array =>
    o.has(b64) ? w.bytes(o.get(b64), `${where}.${b64}`) : Buffer.from(w.string(o.get(key), `${where}.${key}`), 'utf8');
  const params: AssetParams = {
    total: w.u64(o.get('total'), `${where}.total`),
    decimals: Number(w.u64(o.get('decimals'), `${where}.decimals`)),
    defaultFrozen: w.bool(o.get('default-frozen'), `${where}.default-frozen`),
    unitName: text('unit-name', 'unit-name-b64'),
    assetName: text('name', 'name-b64'),
    url: text('url', 'url-b64'),
    metadataHash: w.bytes(o.get('metadata-hash'), `${where}.metadata-hash`),
  };
  for (const role of ['manager', 'reserve', 'freeze', 'clawback'] as const) {
    const addr = address(w, o.get(role), `${where}.${role}`);
    if (addr !== undefined) params[role] = addr;
  }
  return params;
}

function readLocal(w: Wire, v: WireValue, where: string): [bigint, AppLocalState] {
  const o = w.object(v, where, LOCAL_KEYS);
  const state = {
    schema: schemaOf(w, o.get('schema'), `${where}.schema`),
    keyValue: keyValues(w, o.get('key-value'), `${where}.key-value`),
  };
  return [w.u64(o.get('id'), `${where}.id`), state];
}

function readHolding(w: Wire, v: WireValue, where: string): [bigint, AssetHolding] {
  const o = w.object(v, where, HOLDING_KEYS);
  const holding = {
    amount: w.u64(o.get('amount'), `${where}.amount`),
    frozen: w.bool(o.get('is-frozen'), `${where}.is-frozen`),
  };
  return [w.u64(o.get('asset-id'), `${where}.asset-id`), holding];
}

function createdApps(w: Wire, v: WireValue, where: string): Map<bigint, AppParams> {
  const map = new Map<bigint, AppParams>();
  w.array(v, where).forEach((item, i) => {
    const app = readApp(w, item, `${where}[${i}]`);
    if (app.params !== undefined) {
      const { creator: _creator, ...params } = app.params;
      map.set(app.id, params);
    }
  });
  return map;
}

/**
 * A REST Account → its ledger record (upstream AccountToAccountData with the balance without rewards).
 * @throws CORE_JSON_DECODE, CORE_MSGPACK_DECODE, CORE_BAD_ADDRESS
 */
export function readAccount(w: Wire, v: WireValue, where: string): DryrunAccount {
  const o = w.object(v, where, ACCOUNT_KEYS);
  const list = <T>(key: string, read: (w: Wire, v: WireValue, at: string) => [bigint, T]): Map<bigint, T> =>
    new Map(w.array(o.get(key), `${where}.${key}`).map((item, i) => read(w, item, `${where}.${key}[${i}]`)));
  const assets = w.array(o.get('created-assets'), `${where}.created-assets`).map((item, i): [bigint, AssetParams] => {
    const at = `${where}.created-assets[${i}]`;
    const asset = w.object(item, at, ASSET_KEYS);
    return [w.u64(asset.get('index'), `${at}.index`), readAssetParams(w, asset.get('params'), `${at}.params`)];
  });
  const data: AccountData = {
    status: STATUS[w.string(o.get('status'), `${where}.status`)] ?? Status.Offline,
    microAlgos: w.u64(o.get('amount-without-pending-rewards'), `${where}.amount-without-pending-rewards`),
    assets: list('assets', readHolding),
    assetParams: new Map(assets),
    appLocalStates: list('apps-local-state', readLocal),
    appParams: createdApps(w, o.get('created-apps'), `${where}.created-apps`),
    totalAppSchema: schemaOf(w, o.get('apps-total-schema'), `${where}.apps-total-schema`),
    totalExtraAppPages: Number(w.u64(o.get('apps-total-extra-pages'), `${where}.apps-total-extra-pages`)),
    totalBoxes: w.u64(o.get('total-boxes'), `${where}.total-boxes`),
    totalBoxBytes: w.u64(o.get('total-box-bytes'), `${where}.total-box-bytes`),
    incentiveEligible: w.bool(o.get('incentive-eligible'), `${where}.incentive-eligible`),
  };
  const auth = address(w, o.get('auth-addr'), `${where}.auth-addr`);
  if (auth !== undefined) data.authAddr = auth;
  return { address: w.string(o.get('address'), `${where}.address`), data, createdAssets: assets.map(([id]) => id) };
}
