/** Any /v1/* path on algod: needs the public token, then 410 with upstream's text (docs/spec/algod.md §1.3). */
import { AppError } from '../../../../core/errors.js';
import type { AlgodRoute } from '../route.js';

export const legacyV1: AlgodRoute = {
  method: '*',
  path: '/v1/*',
  access: 'public',
  handle() {
    return Promise.reject(new AppError('ALGOD_V1_GONE'));
  },
};
