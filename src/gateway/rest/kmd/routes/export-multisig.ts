/** POST /v1/multisig/export (docs/spec/kmd.md §3.18). */
import { kmdRoute } from '../route.js';

export const exportMultisig = kmdRoute(
  'POST',
  '/v1/multisig/export',
  'ExportMultisig',
  (kmd, request) => kmd.exportMultisig(request),
);
