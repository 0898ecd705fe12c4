// Original file: proto/algod/v2/algod.proto

import type { BuildVersion as _algod_v2_BuildVersion, BuildVersion__Output as _algod_v2_BuildVersion__Output } from '../../algod/v2/BuildVersion.js';

export interface GetVersionsResponse {
  'versions'?: (string)[];
  'genesis_id'?: (string);
  /**
   * The 32-byte genesis hash; rendered as standard base64 under the key genesis_hash_b64.
   */
  'genesis_hash_b64'?: (Buffer | Uint8Array | string);
  'build'?: (_algod_v2_BuildVersion | null);
}

export interface GetVersionsResponse__Output {
  'versions': (string)[];
  'genesis_id': (string);
  /**
   * The 32-byte genesis hash; rendered as standard base64 under the key genesis_hash_b64.
   */
  'genesis_hash_b64': (Buffer);
  'build': (_algod_v2_BuildVersion__Output | null);
}
