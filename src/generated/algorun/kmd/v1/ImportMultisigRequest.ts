// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ImportMultisigRequest {
  /**
   * uint8 on the wire.
   */
  'multisig_version'?: (number);
  /**
   * The participants' addresses, in order. REST carries them as base64 32-byte keys.
   */
  'pks'?: (string)[];
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
  /**
   * The participants' addresses, in order. REST carries them as base64 32-byte keys.
   */
  'pks': (string)[];
  /**
   * uint8 on the wire.
   */
  'threshold': (number);
  'wallet_handle_token': (string);
}
