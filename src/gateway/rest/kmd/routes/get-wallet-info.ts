/** POST /v1/wallet/info: the handle's wallet and remaining seconds (docs/spec/kmd.md §3.7). */
import { kmdRoute } from '../route.js';

export const getWalletInfo = kmdRoute(
  'POST',
  '/v1/wallet/info',
  'GetWalletInfo',
  (kmd, request) => kmd.getWalletInfo(request),
);
