/**
 * In-process kmd service. This issue implements `getVersions`; every other method rejects with
 * KMD_NOT_IMPLEMENTED naming its route until the wallet issue builds it.
 *
 * Invariants: methods never throw synchronously; errors are AppErrors.
 */
import type { KmdResponse, KmdService } from './kmd-api.js';
import { notYet } from './not-yet.js';

const pending = (route: string): (() => Promise<never>) => notYet('KMD_NOT_IMPLEMENTED', route);

export class KmdServiceImpl implements KmdService {
  readonly getVersions = (): Promise<KmdResponse<'GetVersions'>> => Promise.resolve({ versions: ['v1'] });

  readonly listWallets = pending('GET /v1/wallets');
  readonly createWallet = pending('POST /v1/wallet');
  readonly initWalletHandle = pending('POST /v1/wallet/init');
  readonly releaseWalletHandle = pending('POST /v1/wallet/release');
  readonly renewWalletHandle = pending('POST /v1/wallet/renew');
  readonly renameWallet = pending('POST /v1/wallet/rename');
  readonly getWalletInfo = pending('POST /v1/wallet/info');
  readonly exportMasterKey = pending('POST /v1/master-key/export');
  readonly generateKey = pending('POST /v1/key');
  readonly deleteKey = pending('DELETE /v1/key');
  readonly listKeys = pending('POST /v1/key/list');
  readonly importKey = pending('POST /v1/key/import');
  readonly exportKey = pending('POST /v1/key/export');
  readonly signTransaction = pending('POST /v1/transaction/sign');
  readonly signProgram = pending('POST /v1/program/sign');
  readonly listMultisig = pending('POST /v1/multisig/list');
  readonly importMultisig = pending('POST /v1/multisig/import');
  readonly exportMultisig = pending('POST /v1/multisig/export');
  readonly signMultisig = pending('POST /v1/multisig/sign');
  readonly signProgramMultisig = pending('POST /v1/multisig/signprogram');
  readonly deleteMultisig = pending('DELETE /v1/multisig');
}
