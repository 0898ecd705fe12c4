// Original file: proto/algorun/kmd/v1/kmd.proto


export interface Wallet {
  'driver_name'?: (string);
  'driver_version'?: (number);
  'id'?: (string);
  'mnemonic_ux'?: (boolean);
  'name'?: (string);
  'supported_txs'?: (string)[];
}

export interface Wallet__Output {
  'driver_name': (string);
  'driver_version': (number);
  'id': (string);
  'mnemonic_ux': (boolean);
  'name': (string);
  'supported_txs': (string)[];
}
