// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ImportKeyRequest {
  /**
   * 64 bytes: seed || public key (only the seed is used).
   */
  'private_key'?: (Buffer | Uint8Array | string);
  'wallet_handle_token'?: (string);
}

export interface ImportKeyRequest__Output {
  /**
   * 64 bytes: seed || public key (only the seed is used).
   */
  'private_key': (Buffer);
  'wallet_handle_token': (string);
}
