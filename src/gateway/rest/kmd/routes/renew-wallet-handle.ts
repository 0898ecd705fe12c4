/** POST /v1/wallet/renew: restore a handle's lifetime (docs/spec/kmd.md §3.5). */
import { kmdRoute } from '../route.js';

export const renewWalletHandle = kmdRoute(
  'POST',
  '/v1/wallet/renew',
  'RenewWalletHandle',
  (kmd, request) => kmd.renewWalletHandle(request),
);
