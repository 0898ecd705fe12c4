// Original file: proto/algorun/algod/v2/algod.proto


export interface DisassembleTealRequest {
  'program'?: (Buffer | Uint8Array | string);
}

export interface DisassembleTealRequest__Output {
  'program': (Buffer);
}
