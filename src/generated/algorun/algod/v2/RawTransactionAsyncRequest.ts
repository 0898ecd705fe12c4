// Original file: proto/algorun/algod/v2/algod.proto


export interface RawTransactionAsyncRequest {
  'signed_transactions'?: (Buffer | Uint8Array | string);
  'skip_pq_address_check'?: (boolean);
}

export interface RawTransactionAsyncRequest__Output {
  'signed_transactions': (Buffer);
  'skip_pq_address_check': (boolean);
}
