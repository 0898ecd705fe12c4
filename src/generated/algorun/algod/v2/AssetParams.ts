// Original file: proto/algorun/algod/v2/algod_models.proto

import type { Long } from '@grpc/proto-loader';

export interface AssetParams {
  'clawback'?: (string);
  'creator'?: (string);
  'decimals'?: (number | string | Long);
  'default_frozen'?: (boolean);
  'freeze'?: (string);
  'manager'?: (string);
  'metadata_hash'?: (Buffer | Uint8Array | string);
  /**
   * Omitted when empty or not printable UTF-8; name_b64 always carries the raw bytes.
   */
  'name'?: (string);
  'name_b64'?: (Buffer | Uint8Array | string);
  'reserve'?: (string);
  'total'?: (number | string | Long);
  'unit_name'?: (string);
  'unit_name_b64'?: (Buffer | Uint8Array | string);
  'url'?: (string);
  'url_b64'?: (Buffer | Uint8Array | string);
  '_clawback'?: "clawback";
  '_freeze'?: "freeze";
  '_manager'?: "manager";
  '_metadata_hash'?: "metadata_hash";
  '_name'?: "name";
  '_name_b64'?: "name_b64";
  '_reserve'?: "reserve";
  '_unit_name'?: "unit_name";
  '_unit_name_b64'?: "unit_name_b64";
  '_url'?: "url";
  '_url_b64'?: "url_b64";
}

export interface AssetParams__Output {
  'clawback'?: (string);
  'creator': (string);
  'decimals': (string);
  'default_frozen': (boolean);
  'freeze'?: (string);
  'manager'?: (string);
  'metadata_hash'?: (Buffer);
  /**
   * Omitted when empty or not printable UTF-8; name_b64 always carries the raw bytes.
   */
  'name'?: (string);
  'name_b64'?: (Buffer);
  'reserve'?: (string);
  'total': (string);
  'unit_name'?: (string);
  'unit_name_b64'?: (Buffer);
  'url'?: (string);
  'url_b64'?: (Buffer);
  '_clawback'?: "clawback";
  '_freeze'?: "freeze";
  '_manager'?: "manager";
  '_metadata_hash'?: "metadata_hash";
  '_name'?: "name";
  '_name_b64'?: "name_b64";
  '_reserve'?: "reserve";
  '_unit_name'?: "unit_name";
  '_unit_name_b64'?: "unit_name_b64";
  '_url'?: "url";
  '_url_b64'?: "url_b64";
}
