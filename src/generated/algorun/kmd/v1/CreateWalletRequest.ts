// Original file: proto/algorun/kmd/v1/kmd.proto


export interface CreateWalletRequest {
  'master_derivation_key'?: (Buffer | Uint8Array | string);
  /**
   * Unset = "sqlite" (the only driver). The REST route sends what the body holds, so a REST body without it is
   * refused as upstream kmd refuses it.
   */
  'wallet_driver_name'?: (string);
  'wallet_name'?: (string);
  'wallet_password'?: (string);
  '_wallet_driver_name'?: "wallet_driver_name";
}

export interface CreateWalletRequest__Output {
  'master_derivation_key': (Buffer);
  /**
   * Unset = "sqlite" (the only driver). The REST route sends what the body holds, so a REST body without it is
   * refused as upstream kmd refuses it.
   */
  'wallet_driver_name'?: (string);
  'wallet_name': (string);
  'wallet_password': (string);
  '_wallet_driver_name'?: "wallet_driver_name";
}
