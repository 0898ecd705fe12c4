/** DELETE /v1/multisig (JSON body) (docs/spec/kmd.md §3.19). */
import { kmdRoute } from '../route.js';

export const deleteMultisig = kmdRoute(
  'DELETE',
  '/v1/multisig',
  'DeleteMultisig',
  (kmd, request) => kmd.deleteMultisig(request),
);
