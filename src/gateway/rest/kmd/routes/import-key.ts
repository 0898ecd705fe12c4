/** POST /v1/key/import (docs/spec/kmd.md §3.12). */
import { kmdRoute } from '../route.js';

export const importKey = kmdRoute('POST', '/v1/key/import', 'ImportKey', (kmd, request) => kmd.importKey(request));
