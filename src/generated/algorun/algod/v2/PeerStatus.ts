// Original file: proto/algorun/algod/v2/algod.proto


/**
 * JSON keys: connection-type, network-address, network-type.
 */
export interface PeerStatus {
  'connection_type'?: (string);
  'network_address'?: (string);
  'network_type'?: (string);
}

/**
 * JSON keys: connection-type, network-address, network-type.
 */
export interface PeerStatus__Output {
  'connection_type': (string);
  'network_address': (string);
  'network_type': (string);
}
