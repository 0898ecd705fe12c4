// Original file: proto/algorun/kmd/v1/kmd.proto

import type { MultisigSig as _algorun_kmd_v1_MultisigSig, MultisigSig__Output as _algorun_kmd_v1_MultisigSig__Output } from '../../../algorun/kmd/v1/MultisigSig.js';

export interface SignMultisigRequest {
  /**
   * Null when starting a new multisig signature.
   */
  'partial_multisig'?: (_algorun_kmd_v1_MultisigSig | null);
  /**
   * The address of the participant that signs now. REST carries it as the base64 32-byte key.
   */
  'public_key'?: (string);
  /**
   * The authorising (multisig) address, when the sender was rekeyed to the multisig; empty otherwise. REST carries
   * it as the base64 32-byte key.
   */
  'signer'?: (string);
  'transaction'?: (Buffer | Uint8Array | string);
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
}

export interface SignMultisigRequest__Output {
  /**
   * Null when starting a new multisig signature.
   */
  'partial_multisig': (_algorun_kmd_v1_MultisigSig__Output | null);
  /**
   * The address of the participant that signs now. REST carries it as the base64 32-byte key.
   */
  'public_key': (string);
  /**
   * The authorising (multisig) address, when the sender was rekeyed to the multisig; empty otherwise. REST carries
   * it as the base64 32-byte key.
   */
  'signer': (string);
  'transaction': (Buffer);
  'wallet_handle_token': (string);
  'wallet_password': (string);
}
