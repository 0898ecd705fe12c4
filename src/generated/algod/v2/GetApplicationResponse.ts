// Original file: proto/algod/v2/algod.proto

import type { Application as _algod_v2_Application, Application__Output as _algod_v2_Application__Output } from '../../algod/v2/Application.js';

export interface GetApplicationResponse {
  'application'?: (_algod_v2_Application | null);
}

export interface GetApplicationResponse__Output {
  'application': (_algod_v2_Application__Output | null);
}
