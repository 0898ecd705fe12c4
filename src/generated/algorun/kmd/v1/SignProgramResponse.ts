// Original file: proto/algorun/kmd/v1/kmd.proto


export interface SignProgramResponse {
  'sig'?: (Buffer | Uint8Array | string);
}

export interface SignProgramResponse__Output {
  'sig': (Buffer);
}
