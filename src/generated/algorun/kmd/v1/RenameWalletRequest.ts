// Original file: proto/algorun/kmd/v1/kmd.proto


export interface RenameWalletRequest {
  'wallet_id'?: (string);
  /**
   * The new name.
   */
  'wallet_name'?: (string);
  'wallet_password'?: (string);
}

export interface RenameWalletRequest__Output {
  'wallet_id': (string);
  /**
   * The new name.
   */
  'wallet_name': (string);
  'wallet_password': (string);
}
