/** POST /v1/multisig/signprogram (docs/spec/kmd.md §3.21). */
import { kmdRoute } from '../route.js';

export const signProgramMultisig = kmdRoute(
  'POST',
  '/v1/multisig/signprogram',
  'SignProgramMultisig',
  (kmd, request) => kmd.signProgramMultisig(request),
);
