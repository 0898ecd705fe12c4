// Original file: proto/algorun/kmd/v1/kmd.proto

import type { MultisigSubsig as _algorun_kmd_v1_MultisigSubsig, MultisigSubsig__Output as _algorun_kmd_v1_MultisigSubsig__Output } from '../../../algorun/kmd/v1/MultisigSubsig.js';

export interface MultisigSig {
  'subsig'?: (_algorun_kmd_v1_MultisigSubsig)[];
  'thr'?: (number);
  'v'?: (number);
}

export interface MultisigSig__Output {
  'subsig': (_algorun_kmd_v1_MultisigSubsig__Output)[];
  'thr': (number);
  'v': (number);
}
