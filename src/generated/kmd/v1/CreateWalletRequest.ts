// Original file: proto/kmd/v1/kmd.proto


export interface CreateWalletRequest {
  'master_derivation_key'?: (Buffer | Uint8Array | string);
  'wallet_driver_name'?: (string);
  'wallet_name'?: (string);
  'wallet_password'?: (string);
}

export interface CreateWalletRequest__Output {
  'master_derivation_key': (Buffer);
  'wallet_driver_name': (string);
  'wallet_name': (string);
  'wallet_password': (string);
}
