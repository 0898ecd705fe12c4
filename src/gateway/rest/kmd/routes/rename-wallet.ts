/** POST /v1/wallet/rename (docs/spec/kmd.md §3.6). */
import { kmdRoute } from '../route.js';

export const renameWallet = kmdRoute(
  'POST',
  '/v1/wallet/rename',
  'RenameWallet',
  (kmd, request) => kmd.renameWallet(request),
);
