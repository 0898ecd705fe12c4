/**
 * The kmd v1 service interface: one method per RPC of `algorun.kmd.v1.KmdService` (proto/algorun/kmd/v1/kmd.proto), taking and
 * returning the generated message types. Implemented in-process by service/kmd.ts and remotely by
 * gateway/grpc/remote-core.ts.
 *
 * Invariants: as in algod-api.ts. Request order rules that involve the wallet handle (address parsed before the
 * handle check on some routes) belong to implementations, which receive the raw strings.
 */
import type { KmdServiceDefinition as Def } from '../generated/algorun/kmd/v1/KmdService.js';
import type { RequestOf, ResponseOf } from './method-types.js';

type Call<K extends keyof Def> = (request: RequestOf<Def, K>) => Promise<ResponseOf<Def, K>>;

export interface KmdService {
  /** GET /versions (no API token). */
  readonly getVersions: Call<'GetVersions'>;
  /** GET /v1/wallets. */
  readonly listWallets: Call<'ListWallets'>;
  /** POST /v1/wallet. */
  readonly createWallet: Call<'CreateWallet'>;
  /** POST /v1/wallet/init. */
  readonly initWalletHandle: Call<'InitWalletHandle'>;
  /** POST /v1/wallet/release. */
  readonly releaseWalletHandle: Call<'ReleaseWalletHandle'>;
  /** POST /v1/wallet/renew. */
  readonly renewWalletHandle: Call<'RenewWalletHandle'>;
  /** POST /v1/wallet/rename. */
  readonly renameWallet: Call<'RenameWallet'>;
  /** POST /v1/wallet/info. */
  readonly getWalletInfo: Call<'GetWalletInfo'>;
  /** POST /v1/master-key/export. */
  readonly exportMasterKey: Call<'ExportMasterKey'>;
  /** POST /v1/key. */
  readonly generateKey: Call<'GenerateKey'>;
  /** DELETE /v1/key. */
  readonly deleteKey: Call<'DeleteKey'>;
  /** POST /v1/key/list. */
  readonly listKeys: Call<'ListKeys'>;
  /** POST /v1/key/import. */
  readonly importKey: Call<'ImportKey'>;
  /** POST /v1/key/export. */
  readonly exportKey: Call<'ExportKey'>;
  /** POST /v1/transaction/sign. */
  readonly signTransaction: Call<'SignTransaction'>;
  /** POST /v1/program/sign. */
  readonly signProgram: Call<'SignProgram'>;
  /** POST /v1/multisig/list. */
  readonly listMultisig: Call<'ListMultisig'>;
  /** POST /v1/multisig/import. */
  readonly importMultisig: Call<'ImportMultisig'>;
  /** POST /v1/multisig/export. */
  readonly exportMultisig: Call<'ExportMultisig'>;
  /** POST /v1/multisig/sign. */
  readonly signMultisig: Call<'SignMultisig'>;
  /** POST /v1/multisig/signprogram. */
  readonly signProgramMultisig: Call<'SignProgramMultisig'>;
  /** DELETE /v1/multisig. */
  readonly deleteMultisig: Call<'DeleteMultisig'>;
}

export type KmdRequest<K extends keyof Def> = RequestOf<Def, K>;
export type KmdResponse<K extends keyof Def> = ResponseOf<Def, K>;
