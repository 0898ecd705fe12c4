// Original file: proto/algorun/algod/v2/algod.proto


export interface DisassembleTealResponse {
  'result'?: (string);
}

export interface DisassembleTealResponse__Output {
  'result': (string);
}
