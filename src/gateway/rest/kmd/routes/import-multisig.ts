/** POST /v1/multisig/import (docs/spec/kmd.md §3.17). */
import { kmdRoute } from '../route.js';

export const importMultisig = kmdRoute(
  'POST',
  '/v1/multisig/import',
  'ImportMultisig',
  (kmd, request) => kmd.importMultisig(request),
);
