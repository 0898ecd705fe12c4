/** POST /v1/wallet/init: unlock a wallet into a handle token (docs/spec/kmd.md §3.3). */
import { kmdRoute } from '../route.js';

export const initWalletHandle = kmdRoute(
  'POST',
  '/v1/wallet/init',
  'InitWalletHandle',
  (kmd, request) => kmd.initWalletHandle(request),
);
