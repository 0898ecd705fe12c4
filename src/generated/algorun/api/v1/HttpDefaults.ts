// Original file: proto/algorun/api/v1/http.proto


/**
 * A service's default names for its REST bindings.
 */
export interface HttpDefaults {
  /**
   * The named request decoder.
   */
  'decoder'?: (string);
  /**
   * The named response renderer.
   */
  'renderer'?: (string);
  /**
   * The named error renderer.
   */
  'errors'?: (string);
}

/**
 * A service's default names for its REST bindings.
 */
export interface HttpDefaults__Output {
  /**
   * The named request decoder.
   */
  'decoder': (string);
  /**
   * The named response renderer.
   */
  'renderer': (string);
  /**
   * The named error renderer.
   */
  'errors': (string);
}
