/** POST /v1/wallet/release: invalidate a handle (docs/spec/kmd.md §3.4). */
import { kmdRoute } from '../route.js';

export const releaseWalletHandle = kmdRoute(
  'POST',
  '/v1/wallet/release',
  'ReleaseWalletHandle',
  (kmd, request) => kmd.releaseWalletHandle(request),
);
