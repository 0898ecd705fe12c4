/** POST /v1/key: derive the next key (docs/spec/kmd.md §3.9). */
import { kmdRoute } from '../route.js';

export const generateKey = kmdRoute('POST', '/v1/key', 'GenerateKey', (kmd, request) => kmd.generateKey(request));
