// Original file: proto/algorun/common/v1/common.proto


/**
 * The failure of one call inside a batch: the wire form of an AppError. Unary RPCs report failures through the
 * gRPC status instead (numeric code, `details` = message, metadata `app-code` = code).
 */
export interface CallError {
  /**
   * Registry code, e.g. "ALGOD_NOT_IMPLEMENTED"; fixes the HTTP and gRPC statuses.
   */
  'code'?: (string);
  /**
   * External message, safe to show to clients.
   */
  'message'?: (string);
  /**
   * JSON object text of the error's structured data; empty when there is none.
   */
  'data_json'?: (string);
}

/**
 * The failure of one call inside a batch: the wire form of an AppError. Unary RPCs report failures through the
 * gRPC status instead (numeric code, `details` = message, metadata `app-code` = code).
 */
export interface CallError__Output {
  /**
   * Registry code, e.g. "ALGOD_NOT_IMPLEMENTED"; fixes the HTTP and gRPC statuses.
   */
  'code': (string);
  /**
   * External message, safe to show to clients.
   */
  'message': (string);
  /**
   * JSON object text of the error's structured data; empty when there is none.
   */
  'data_json': (string);
}
