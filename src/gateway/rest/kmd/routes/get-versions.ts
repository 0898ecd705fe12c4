/** any method except OPTIONS /versions: {"versions":["v1"]}, no token (docs/spec/kmd.md §1.2). */
import { kmdRoute } from '../route.js';

export const getVersions = kmdRoute(
  '*',
  '/versions',
  'GetVersions',
  (kmd, request) => kmd.getVersions(request),
  { ignoresBody: true },
);
