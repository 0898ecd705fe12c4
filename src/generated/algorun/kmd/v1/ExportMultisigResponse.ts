// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ExportMultisigResponse {
  'multisig_version'?: (number);
  'pks'?: (Buffer | Uint8Array | string)[];
  'threshold'?: (number);
}

export interface ExportMultisigResponse__Output {
  'multisig_version': (number);
  'pks': (Buffer)[];
  'threshold': (number);
}
