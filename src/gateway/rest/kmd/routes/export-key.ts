/** POST /v1/key/export (docs/spec/kmd.md §3.13). */
import { kmdRoute } from '../route.js';

export const exportKey = kmdRoute('POST', '/v1/key/export', 'ExportKey', (kmd, request) => kmd.exportKey(request));
