// Original file: proto/algorun/common/v1/common.proto

/**
 * Encoding a REST client selected with `format=`. gRPC clients usually leave it UNSPECIFIED, which means the
 * structured (JSON-model) form wherever a route offers both.
 */
export const ResponseFormat = {
  RESPONSE_FORMAT_UNSPECIFIED: 'RESPONSE_FORMAT_UNSPECIFIED',
  RESPONSE_FORMAT_JSON: 'RESPONSE_FORMAT_JSON',
  RESPONSE_FORMAT_MSGPACK: 'RESPONSE_FORMAT_MSGPACK',
} as const;

/**
 * Encoding a REST client selected with `format=`. gRPC clients usually leave it UNSPECIFIED, which means the
 * structured (JSON-model) form wherever a route offers both.
 */
export type ResponseFormat =
  | 'RESPONSE_FORMAT_UNSPECIFIED'
  | 0
  | 'RESPONSE_FORMAT_JSON'
  | 1
  | 'RESPONSE_FORMAT_MSGPACK'
  | 2

/**
 * Encoding a REST client selected with `format=`. gRPC clients usually leave it UNSPECIFIED, which means the
 * structured (JSON-model) form wherever a route offers both.
 */
export type ResponseFormat__Output = typeof ResponseFormat[keyof typeof ResponseFormat]
