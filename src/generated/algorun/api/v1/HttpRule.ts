// Original file: proto/algorun/api/v1/http.proto

import type { CustomPattern as _algorun_api_v1_CustomPattern, CustomPattern__Output as _algorun_api_v1_CustomPattern__Output } from '../../../algorun/api/v1/CustomPattern.js';
import type { HttpRule as _algorun_api_v1_HttpRule, HttpRule__Output as _algorun_api_v1_HttpRule__Output } from '../../../algorun/api/v1/HttpRule.js';

/**
 * One REST binding: an HTTP method and path template, how the request message is read and how the response
 * message is written.
 */
export interface HttpRule {
  'get'?: (string);
  'put'?: (string);
  'post'?: (string);
  'delete'?: (string);
  'patch'?: (string);
  /**
   * Any other method, or `*` for every method.
   */
  'custom'?: (_algorun_api_v1_CustomPattern | null);
  /**
   * "*": the request body is read and decoded into the request message; "": the body is not read.
   */
  'body'?: (string);
  /**
   * The named request decoder; "" for the service's default (HttpDefaults).
   */
  'decoder'?: (string);
  /**
   * The named response renderer; "" for the service's default.
   */
  'renderer'?: (string);
  /**
   * The named error renderer; "" for the service's default.
   */
  'errors'?: (string);
  /**
   * More method and path pairs for the same RPC, each with its own decoder, renderer and errors ("" inherits the
   * outer binding's). They must not nest further.
   */
  'additional_bindings'?: (_algorun_api_v1_HttpRule)[];
  /**
   * The method and path template. Path parameters are `{name}` segments; a trailing `*` segment matches any rest.
   */
  'pattern'?: "get"|"put"|"post"|"delete"|"patch"|"custom";
}

/**
 * One REST binding: an HTTP method and path template, how the request message is read and how the response
 * message is written.
 */
export interface HttpRule__Output {
  'get'?: (string);
  'put'?: (string);
  'post'?: (string);
  'delete'?: (string);
  'patch'?: (string);
  /**
   * Any other method, or `*` for every method.
   */
  'custom'?: (_algorun_api_v1_CustomPattern__Output | null);
  /**
   * "*": the request body is read and decoded into the request message; "": the body is not read.
   */
  'body': (string);
  /**
   * The named request decoder; "" for the service's default (HttpDefaults).
   */
  'decoder': (string);
  /**
   * The named response renderer; "" for the service's default.
   */
  'renderer': (string);
  /**
   * The named error renderer; "" for the service's default.
   */
  'errors': (string);
  /**
   * More method and path pairs for the same RPC, each with its own decoder, renderer and errors ("" inherits the
   * outer binding's). They must not nest further.
   */
  'additional_bindings': (_algorun_api_v1_HttpRule__Output)[];
  /**
   * The method and path template. Path parameters are `{name}` segments; a trailing `*` segment matches any rest.
   */
  'pattern'?: "get"|"put"|"post"|"delete"|"patch"|"custom";
}
