// Original file: proto/algorun/algod/v2/algod.proto

import type { BuildVersion as _algorun_algod_v2_BuildVersion, BuildVersion__Output as _algorun_algod_v2_BuildVersion__Output } from '../../../algorun/algod/v2/BuildVersion.js';

export interface GetVersionsResponse {
  'versions'?: (string)[];
  'genesis_id'?: (string);
  /**
   * The 32-byte genesis hash, raw. REST renders it as standard base64 under the key genesis_hash_b64.
   */
  'genesis_hash'?: (Buffer | Uint8Array | string);
  'build'?: (_algorun_algod_v2_BuildVersion | null);
}

export interface GetVersionsResponse__Output {
  'versions': (string)[];
  'genesis_id': (string);
  /**
   * The 32-byte genesis hash, raw. REST renders it as standard base64 under the key genesis_hash_b64.
   */
  'genesis_hash': (Buffer);
  'build': (_algorun_algod_v2_BuildVersion__Output | null);
}
