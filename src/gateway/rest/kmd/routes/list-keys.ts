/** POST /v1/key/list (docs/spec/kmd.md §3.11). */
import { kmdRoute } from '../route.js';

export const listKeys = kmdRoute('POST', '/v1/key/list', 'ListKeys', (kmd, request) => kmd.listKeys(request));
