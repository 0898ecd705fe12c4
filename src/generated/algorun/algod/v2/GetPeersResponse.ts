// Original file: proto/algorun/algod/v2/algod.proto

import type { PeerStatus as _algorun_algod_v2_PeerStatus, PeerStatus__Output as _algorun_algod_v2_PeerStatus__Output } from '../../../algorun/algod/v2/PeerStatus.js';

/**
 * Rendered under the JSON key Peers (a dev node has none).
 */
export interface GetPeersResponse {
  'peers'?: (_algorun_algod_v2_PeerStatus)[];
}

/**
 * Rendered under the JSON key Peers (a dev node has none).
 */
export interface GetPeersResponse__Output {
  'peers': (_algorun_algod_v2_PeerStatus__Output)[];
}
