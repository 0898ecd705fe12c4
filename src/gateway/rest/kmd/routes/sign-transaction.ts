/** POST /v1/transaction/sign (docs/spec/kmd.md §3.14). */
import { kmdRoute } from '../route.js';

export const signTransaction = kmdRoute(
  'POST',
  '/v1/transaction/sign',
  'SignTransaction',
  (kmd, request) => kmd.signTransaction(request),
);
