// Original file: proto/algorun/algod/v2/algod_models.proto


/**
 * Build description in GET /versions. JSON keys keep these snake_case names, in this order.
 */
export interface BuildVersion {
  'major'?: (number);
  'minor'?: (number);
  'build_number'?: (number);
  'commit_hash'?: (string);
  'branch'?: (string);
  'channel'?: (string);
}

/**
 * Build description in GET /versions. JSON keys keep these snake_case names, in this order.
 */
export interface BuildVersion__Output {
  'major': (number);
  'minor': (number);
  'build_number': (number);
  'commit_hash': (string);
  'branch': (string);
  'channel': (string);
}
