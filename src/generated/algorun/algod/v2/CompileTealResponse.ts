// Original file: proto/algorun/algod/v2/algod.proto

import type { SourceMap as _algorun_algod_v2_SourceMap, SourceMap__Output as _algorun_algod_v2_SourceMap__Output } from '../../../algorun/algod/v2/SourceMap.js';

export interface CompileTealResponse {
  /**
   * Address-form hash of the program (its logic-sig escrow address).
   */
  'hash'?: (string);
  /**
   * Bytecode; rendered as standard base64.
   */
  'result'?: (Buffer | Uint8Array | string);
  /**
   * Present only when requested.
   */
  'sourcemap'?: (_algorun_algod_v2_SourceMap | null);
}

export interface CompileTealResponse__Output {
  /**
   * Address-form hash of the program (its logic-sig escrow address).
   */
  'hash': (string);
  /**
   * Bytecode; rendered as standard base64.
   */
  'result': (Buffer);
  /**
   * Present only when requested.
   */
  'sourcemap': (_algorun_algod_v2_SourceMap__Output | null);
}
