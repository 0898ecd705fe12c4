/** POST /v1/program/sign (docs/spec/kmd.md §3.15). */
import { kmdRoute } from '../route.js';

export const signProgram = kmdRoute(
  'POST',
  '/v1/program/sign',
  'SignProgram',
  (kmd, request) => kmd.signProgram(request),
);
