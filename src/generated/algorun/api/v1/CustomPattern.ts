// Original file: proto/algorun/api/v1/http.proto


/**
 * A method that has no field of its own in HttpRule.pattern.
 */
export interface CustomPattern {
  /**
   * The HTTP method, upper case, or `*` for any method.
   */
  'kind'?: (string);
  /**
   * The path template.
   */
  'path'?: (string);
}

/**
 * A method that has no field of its own in HttpRule.pattern.
 */
export interface CustomPattern__Output {
  /**
   * The HTTP method, upper case, or `*` for any method.
   */
  'kind': (string);
  /**
   * The path template.
   */
  'path': (string);
}
