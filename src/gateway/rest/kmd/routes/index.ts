/** Every kmd route. */
import type { KmdRoute } from '../route.js';
import { createWallet } from './create-wallet.js';
import { deleteKey } from './delete-key.js';
import { deleteMultisig } from './delete-multisig.js';
import { exportKey } from './export-key.js';
import { exportMasterKey } from './export-master-key.js';
import { exportMultisig } from './export-multisig.js';
import { generateKey } from './generate-key.js';
import { getSwaggerJson } from './get-swagger-json.js';
import { getVersions } from './get-versions.js';
import { getWalletInfo } from './get-wallet-info.js';
import { importKey } from './import-key.js';
import { importMultisig } from './import-multisig.js';
import { initWalletHandle } from './init-wallet-handle.js';
import { listKeys } from './list-keys.js';
import { listMultisig } from './list-multisig.js';
import { listWallets } from './list-wallets.js';
import { releaseWalletHandle } from './release-wallet-handle.js';
import { renameWallet } from './rename-wallet.js';
import { renewWalletHandle } from './renew-wallet-handle.js';
import { signMultisig } from './sign-multisig.js';
import { signProgram } from './sign-program.js';
import { signProgramMultisig } from './sign-program-multisig.js';
import { signTransaction } from './sign-transaction.js';

export const KMD_ROUTES: readonly KmdRoute[] = [
  getVersions,
  listWallets,
  createWallet,
  initWalletHandle,
  releaseWalletHandle,
  renewWalletHandle,
  renameWallet,
  getWalletInfo,
  exportMasterKey,
  generateKey,
  deleteKey,
  listKeys,
  importKey,
  exportKey,
  signTransaction,
  signProgram,
  listMultisig,
  importMultisig,
  exportMultisig,
  signMultisig,
  signProgramMultisig,
  deleteMultisig,
  getSwaggerJson(() => KMD_ROUTES),
];
