// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One block: its round and its canonical msgpack (as GET /v2/blocks/{round}'s `block`).
 */
export interface SubscribeBlocksResponse {
  'round'?: (number | string | Long);
  'block_msgpack'?: (Buffer | Uint8Array | string);
}

/**
 * One block: its round and its canonical msgpack (as GET /v2/blocks/{round}'s `block`).
 */
export interface SubscribeBlocksResponse__Output {
  'round': (string);
  'block_msgpack': (Buffer);
}
