// Original file: proto/algorun/kmd/v1/kmd.proto

import type { MultisigSig as _algorun_kmd_v1_MultisigSig, MultisigSig__Output as _algorun_kmd_v1_MultisigSig__Output } from '../../../algorun/kmd/v1/MultisigSig.js';

export interface SignProgramMultisigRequest {
  /**
   * The multisig address.
   */
  'address'?: (string);
  'data'?: (Buffer | Uint8Array | string);
  'partial_multisig'?: (_algorun_kmd_v1_MultisigSig | null);
  /**
   * The address of the participant that signs now. REST carries it as the base64 32-byte key.
   */
  'public_key'?: (string);
  'use_legacy_msig'?: (boolean);
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
}

export interface SignProgramMultisigRequest__Output {
  /**
   * The multisig address.
   */
  'address': (string);
  'data': (Buffer);
  'partial_multisig': (_algorun_kmd_v1_MultisigSig__Output | null);
  /**
   * The address of the participant that signs now. REST carries it as the base64 32-byte key.
   */
  'public_key': (string);
  'use_legacy_msig': (boolean);
  'wallet_handle_token': (string);
  'wallet_password': (string);
}
