// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ExportMultisigResponse {
  'multisig_version'?: (number);
  /**
   * The participants' addresses, in order. REST writes them as base64 32-byte keys.
   */
  'pks'?: (string)[];
  'threshold'?: (number);
}

export interface ExportMultisigResponse__Output {
  'multisig_version': (number);
  /**
   * The participants' addresses, in order. REST writes them as base64 32-byte keys.
   */
  'pks': (string)[];
  'threshold': (number);
}
