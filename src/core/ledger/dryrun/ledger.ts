/**
 * The ledger a dryrun evaluates against (upstream dryrunLedger): the request's accounts and apps, nothing else.
 *
 * Invariants:
 * - Accounts are indexed by address; an app's params are merged into its creator's record (the zero address when
 *   the creator is empty), values already in the account's `created-apps` winning field by field (MergeAppParams).
 * - Addresses nobody uploaded read as absent (empty) accounts, not as errors. Creators of assets and apps are
 *   found by scanning `created-assets` and `apps`.
 * - Boxes are not available: reading one throws DRYRUN_BOXES_TEXT (the driver turns it into the program's error).
 * - Records handed out are fresh copies; the only mutation is `optIn`, which persists for later transactions of
 *   the request, as upstream's does.
 */
import { decodeAddress } from '../../crypto/address.js';
import { AppError } from '../../errors.js';
import type { StateSchema } from '../../txn/types.js';
import type { AccountData, AppParams } from '../account.js';
import { addressKey, type Creatable, type LedgerReader } from '../state.js';
import type { DryrunAccount, DryrunApp, DryrunAppParams } from './models.js';

export const DRYRUN_BOXES_TEXT = 'boxes not implemented in dry run';
const ZERO_ADDRESS = new Uint8Array(32);

function schemaEmpty(s: StateSchema | undefined): boolean {
  return (s?.numUint ?? 0n) === 0n && (s?.numByteSlice ?? 0n) === 0n;
}

function nonEmpty(v: Uint8Array | undefined): boolean {
  return v !== undefined && v.length > 0;
}

/** Upstream MergeAppParams: fields already set in `base` win. */
function mergeAppParams(base: AppParams, update: AppParams): AppParams {
  const merged = { ...base };
  if (!nonEmpty(base.approvalProgram) && nonEmpty(update.approvalProgram))
    merged.approvalProgram = update.approvalProgram!;
  if (!nonEmpty(base.clearStateProgram) && nonEmpty(update.clearStateProgram))
    merged.clearStateProgram = update.clearStateProgram!;
  if ((base.globalState?.size ?? 0) === 0 && (update.globalState?.size ?? 0) > 0)
    merged.globalState = update.globalState!;
  if (schemaEmpty(base.localStateSchema) && !schemaEmpty(update.localStateSchema))
    merged.localStateSchema = update.localStateSchema!;
  if (schemaEmpty(base.globalStateSchema) && !schemaEmpty(update.globalStateSchema))
    merged.globalStateSchema = update.globalStateSchema!;
  return merged;
}

function appParamsOf(params: DryrunAppParams): AppParams {
  const { creator: _creator, ...rest } = params;
  return rest;
}

export class DryrunLedger implements LedgerReader {
  readonly #accounts = new Map<string, DryrunAccount>();
  readonly #appsByCreator = new Map<string, DryrunApp[]>();
  readonly #apps: readonly DryrunApp[];
  readonly #assetCreators = new Map<bigint, Uint8Array>();

  /** @throws CORE_BAD_ADDRESS for an account address or app creator that is not a valid address */
  constructor(accounts: readonly DryrunAccount[], apps: readonly DryrunApp[]) {
    this.#apps = apps;
    for (const account of accounts) {
      const address = decodeAddress(account.address);
      this.#accounts.set(addressKey(address), account);
      for (const id of account.createdAssets) if (!this.#assetCreators.has(id)) this.#assetCreators.set(id, address);
    }
    for (const app of apps) {
      if (app.params === undefined) continue;
      const key = addressKey(this.#creatorOf(app.params));
      this.#appsByCreator.set(key, [...(this.#appsByCreator.get(key) ?? []), app]);
    }
  }

  #creatorOf(params: DryrunAppParams): Uint8Array {
    return params.creator === '' ? ZERO_ADDRESS : decodeAddress(params.creator);
  }

  account(address: Uint8Array): AccountData | undefined {
    const key = addressKey(address);
    const uploaded = this.#accounts.get(key);
    const apps = this.#appsByCreator.get(key);
    if (uploaded === undefined && apps === undefined) return undefined;
    const data: AccountData = { ...(uploaded?.data ?? {}) };
    data.appParams = new Map(data.appParams);
    data.appLocalStates = new Map(data.appLocalStates);
    for (const app of apps ?? []) {
      const params = appParamsOf(app.params!);
      const existing = data.appParams.get(app.id);
      data.appParams.set(app.id, existing === undefined ? params : mergeAppParams(existing, params));
    }
    return data;
  }

  creatable(id: bigint): Creatable | undefined {
    const assetCreator = this.#assetCreators.get(id);
    if (assetCreator !== undefined) return { kind: 'asset', creator: assetCreator };
    const app = this.#apps.find((a) => a.id === id && a.params !== undefined);
    return app === undefined ? undefined : { kind: 'app', creator: this.#creatorOf(app.params!) };
  }

  txnCounter(): bigint {
    return 0n;
  }

  /** @throws CORE_BAD_ARGUMENT always: dryrun has no boxes */
  box(): Uint8Array | undefined {
    throw new AppError('CORE_BAD_ARGUMENT', DRYRUN_BOXES_TEXT);
  }

  /** Before an OptIn call: give an uploaded sender a local state for `appId` (with the app's local schema). */
  optIn(sender: Uint8Array, appId: bigint): void {
    const account = this.#accounts.get(addressKey(sender));
    if (account === undefined || account.data.appLocalStates?.has(appId) === true) return;
    const schema = this.#apps.find((a) => a.id === appId)?.params?.localStateSchema;
    const locals = new Map(account.data.appLocalStates);
    locals.set(appId, { schema: schema ?? {}, keyValue: new Map() });
    account.data.appLocalStates = locals;
  }
}
