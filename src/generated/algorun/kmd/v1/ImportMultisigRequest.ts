// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ImportMultisigRequest {
  /**
   * uint8 on the wire.
   */
  'multisig_version'?: (number);
  'pks'?: (Buffer | Uint8Array | string)[];
  /**
   * uint8 on the wire.
   */
  'threshold'?: (number);
  'wallet_handle_token'?: (string);
}

export interface ImportMultisigRequest__Output {
  /**
   * uint8 on the wire.
   */
  'multisig_version': (number);
  'pks': (Buffer)[];
  /**
   * uint8 on the wire.
   */
  'threshold': (number);
  'wallet_handle_token': (string);
}
