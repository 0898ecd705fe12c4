/** DELETE /v1/key (JSON body) (docs/spec/kmd.md §3.10). */
import { kmdRoute } from '../route.js';

export const deleteKey = kmdRoute('DELETE', '/v1/key', 'DeleteKey', (kmd, request) => kmd.deleteKey(request));
