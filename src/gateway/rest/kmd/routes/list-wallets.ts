/** GET /v1/wallets: every wallet; the body is not read (docs/spec/kmd.md §3.1). */
import { kmdRoute } from '../route.js';

export const listWallets = kmdRoute(
  'GET',
  '/v1/wallets',
  'ListWallets',
  (kmd, request) => kmd.listWallets(request),
  { ignoresBody: true },
);
