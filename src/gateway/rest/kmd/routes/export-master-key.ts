/** POST /v1/master-key/export (docs/spec/kmd.md §3.8). */
import { kmdRoute } from '../route.js';

export const exportMasterKey = kmdRoute(
  'POST',
  '/v1/master-key/export',
  'ExportMasterKey',
  (kmd, request) => kmd.exportMasterKey(request),
);
