/** POST /v1/multisig/list (docs/spec/kmd.md §3.16). */
import { kmdRoute } from '../route.js';

export const listMultisig = kmdRoute(
  'POST',
  '/v1/multisig/list',
  'ListMultisig',
  (kmd, request) => kmd.listMultisig(request),
);
