/** POST /v1/multisig/sign (docs/spec/kmd.md §3.20). */
import { kmdRoute } from '../route.js';

export const signMultisig = kmdRoute(
  'POST',
  '/v1/multisig/sign',
  'SignMultisig',
  (kmd, request) => kmd.signMultisig(request),
);
