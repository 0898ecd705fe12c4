/**
 * One account's view of one asset or application (GET /v2/accounts/{address}/assets/{asset-id} and
 * …/applications/{application-id}, docs/spec/algod.md §5.4): its holding or local state, and the params when the
 * account created it.
 *
 * Invariants: neither part present → 404 with upstream's text; msgpack answers carry the ledger records under
 * upstream's keys (`asset-holding`/`asset-params`, `app-local-state`/`app-params`), JSON answers the REST models.
 */
import { encodeMsgpack } from '../../core/codec/msgpack.js';
import { defineSchema, t } from '../../core/codec/schema.js';
import { AppError } from '../../core/errors.js';
import {
  appLocalStateSchema,
  appParamsSchema,
  assetHoldingSchema,
  type AccountData,
  type AppLocalState,
  type AppParams,
  type AssetHolding,
} from '../../core/ledger/account.js';
import { assetParamsSchema } from '../../core/txn/schemas.js';
import type { AssetParams } from '../../core/txn/types.js';
import type { GetAccountApplicationInformationResponse__Output as AppAnswer } from '../../generated/algorun/algod/v2/GetAccountApplicationInformationResponse.js';
import type { GetAccountAssetInformationResponse__Output as AssetAnswer } from '../../generated/algorun/algod/v2/GetAccountAssetInformationResponse.js';
import { appLocalStateView, applicationParamsView, assetHoldingView, assetParamsView } from './views.js';

interface AssetRecord {
  holding?: AssetHolding;
  params?: AssetParams;
}
interface AppRecord {
  localState?: AppLocalState;
  params?: AppParams;
}

const assetRecordSchema = defineSchema<AssetRecord>('AccountAssetModel', [
  ['asset-holding', 'holding', t.struct(assetHoldingSchema)],
  ['asset-params', 'params', t.struct(assetParamsSchema)],
]);
const appRecordSchema = defineSchema<AppRecord>('AccountApplicationModel', [
  ['app-local-state', 'localState', t.struct(appLocalStateSchema)],
  ['app-params', 'params', t.struct(appParamsSchema)],
]);

/** @throws ALGOD_NOT_FOUND `account asset info not found` */
export function accountAsset(
  address: Uint8Array,
  data: AccountData | undefined,
  id: bigint,
  round: bigint,
  msgpack: boolean,
): AssetAnswer {
  const holding = data?.assets?.get(id);
  const params = data?.assetParams?.get(id);
  if (holding === undefined && params === undefined)
    throw new AppError('ALGOD_NOT_FOUND', 'account asset info not found');
  const record: AssetRecord = {};
  if (holding !== undefined) record.holding = holding;
  if (params !== undefined) record.params = params;
  if (msgpack)
    return {
      asset_holding: null,
      created_asset: null,
      round: String(round),
      msgpack: encodeMsgpack(assetRecordSchema, record),
    };
  return {
    asset_holding: holding === undefined ? null : assetHoldingView(id, holding),
    created_asset: params === undefined ? null : assetParamsView(params, address),
    round: String(round),
    msgpack: Buffer.alloc(0),
  };
}

/** @throws ALGOD_NOT_FOUND `account application info not found` */
export function accountApplication(
  address: Uint8Array,
  data: AccountData | undefined,
  id: bigint,
  round: bigint,
  msgpack: boolean,
): AppAnswer {
  const localState = data?.appLocalStates?.get(id);
  const params = data?.appParams?.get(id);
  if (localState === undefined && params === undefined) {
    throw new AppError('ALGOD_NOT_FOUND', 'account application info not found');
  }
  const record: AppRecord = {};
  if (localState !== undefined) record.localState = localState;
  if (params !== undefined) record.params = params;
  if (msgpack)
    return {
      app_local_state: null,
      created_app: null,
      round: String(round),
      msgpack: encodeMsgpack(appRecordSchema, record),
    };
  return {
    app_local_state: localState === undefined ? null : appLocalStateView(id, localState),
    created_app: params === undefined ? null : applicationParamsView(params, address),
    round: String(round),
    msgpack: Buffer.alloc(0),
  };
}
