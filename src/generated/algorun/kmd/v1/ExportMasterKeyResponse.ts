// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ExportMasterKeyResponse {
  'master_derivation_key'?: (Buffer | Uint8Array | string);
}

export interface ExportMasterKeyResponse__Output {
  'master_derivation_key': (Buffer);
}
