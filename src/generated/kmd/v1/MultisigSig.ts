// Original file: proto/kmd/v1/kmd.proto

import type { MultisigSubsig as _kmd_v1_MultisigSubsig, MultisigSubsig__Output as _kmd_v1_MultisigSubsig__Output } from '../../kmd/v1/MultisigSubsig.js';

export interface MultisigSig {
  'subsig'?: (_kmd_v1_MultisigSubsig)[];
  'thr'?: (number);
  'v'?: (number);
}

export interface MultisigSig__Output {
  'subsig': (_kmd_v1_MultisigSubsig__Output)[];
  'thr': (number);
  'v': (number);
}
