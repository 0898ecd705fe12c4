// Original file: proto/algorun/kmd/v1/kmd.proto

import type { MultisigSig as _algorun_kmd_v1_MultisigSig, MultisigSig__Output as _algorun_kmd_v1_MultisigSig__Output } from '../../../algorun/kmd/v1/MultisigSig.js';

export interface SignMultisigRequest {
  /**
   * Null when starting a new multisig signature.
   */
  'partial_multisig'?: (_algorun_kmd_v1_MultisigSig | null);
  'public_key'?: (Buffer | Uint8Array | string);
  /**
   * Raw 32-byte authorising address, when the sender was rekeyed to the multisig.
   */
  'signer'?: (Buffer | Uint8Array | string);
  'transaction'?: (Buffer | Uint8Array | string);
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
}

export interface SignMultisigRequest__Output {
  /**
   * Null when starting a new multisig signature.
   */
  'partial_multisig': (_algorun_kmd_v1_MultisigSig__Output | null);
  'public_key': (Buffer);
  /**
   * Raw 32-byte authorising address, when the sender was rekeyed to the multisig.
   */
  'signer': (Buffer);
  'transaction': (Buffer);
  'wallet_handle_token': (string);
  'wallet_password': (string);
}
