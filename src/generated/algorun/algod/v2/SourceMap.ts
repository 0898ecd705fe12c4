// Original file: proto/algorun/algod/v2/algod_models.proto


/**
 * Source map of a compiled program. JSON key order is version, sources, names, mappings (not alphabetical).
 */
export interface SourceMap {
  'version'?: (number);
  'sources'?: (string)[];
  'names'?: (string)[];
  'mappings'?: (string);
}

/**
 * Source map of a compiled program. JSON key order is version, sources, names, mappings (not alphabetical).
 */
export interface SourceMap__Output {
  'version': (number);
  'sources': (string)[];
  'names': (string)[];
  'mappings': (string);
}
