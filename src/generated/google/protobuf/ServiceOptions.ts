// Original file: null

import type { FeatureSet as _google_protobuf_FeatureSet, FeatureSet__Output as _google_protobuf_FeatureSet__Output } from '../../google/protobuf/FeatureSet.js';
import type { UninterpretedOption as _google_protobuf_UninterpretedOption, UninterpretedOption__Output as _google_protobuf_UninterpretedOption__Output } from '../../google/protobuf/UninterpretedOption.js';
import type { HttpDefaults as _algorun_api_v1_HttpDefaults, HttpDefaults__Output as _algorun_api_v1_HttpDefaults__Output } from '../../algorun/api/v1/HttpDefaults.js';

export interface ServiceOptions {
  'deprecated'?: (boolean);
  'features'?: (_google_protobuf_FeatureSet | null);
  'uninterpretedOption'?: (_google_protobuf_UninterpretedOption)[];
  '.algorun.api.v1.http_defaults'?: (_algorun_api_v1_HttpDefaults | null);
}

export interface ServiceOptions__Output {
  'deprecated': (boolean);
  'features': (_google_protobuf_FeatureSet__Output | null);
  'uninterpretedOption': (_google_protobuf_UninterpretedOption__Output)[];
  '.algorun.api.v1.http_defaults': (_algorun_api_v1_HttpDefaults__Output | null);
}
