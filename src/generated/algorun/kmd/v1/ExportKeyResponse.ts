// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ExportKeyResponse {
  'private_key'?: (Buffer | Uint8Array | string);
}

export interface ExportKeyResponse__Output {
  'private_key': (Buffer);
}
