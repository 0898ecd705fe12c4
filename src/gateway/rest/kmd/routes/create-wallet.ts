/** POST /v1/wallet: create a wallet (docs/spec/kmd.md §3.2). */
import { kmdRoute } from '../route.js';

export const createWallet = kmdRoute(
  'POST',
  '/v1/wallet',
  'CreateWallet',
  (kmd, request) => kmd.createWallet(request),
);
