// Original file: proto/algorun/algod/v2/algod.proto

import type { Application as _algorun_algod_v2_Application, Application__Output as _algorun_algod_v2_Application__Output } from '../../../algorun/algod/v2/Application.js';

export interface GetApplicationResponse {
  'application'?: (_algorun_algod_v2_Application | null);
}

export interface GetApplicationResponse__Output {
  'application': (_algorun_algod_v2_Application__Output | null);
}
