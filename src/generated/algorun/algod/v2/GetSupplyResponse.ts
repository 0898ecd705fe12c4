// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetSupplyResponse {
  /**
   * Rendered under the JSON key current_round (with an underscore, as algod does).
   */
  'current_round'?: (number | string | Long);
  'online_money'?: (number | string | Long);
  'online_stake'?: (number | string | Long);
  'total_money'?: (number | string | Long);
}

export interface GetSupplyResponse__Output {
  /**
   * Rendered under the JSON key current_round (with an underscore, as algod does).
   */
  'current_round': (string);
  'online_money': (string);
  'online_stake': (string);
  'total_money': (string);
}
