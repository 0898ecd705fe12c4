/**
 * Type helpers that read request and response message types off a generated service definition, so that the
 * service interfaces stay in step with proto/ by construction (without importing grpc packages here: the
 * shapes are read from the definitions' deserializer signatures).
 *
 * Invariant: `RequestOf`/`ResponseOf` are the `__Output` shapes (uint64 as decimal strings, bytes as Buffer,
 * every non-optional field present): what grpc-js delivers after decoding and what a REST gateway builds.
 */

/** Request message type (`__Output` form) of method `K` of a generated service definition `D`. */
export type RequestOf<D, K extends keyof D> = D[K] extends { requestDeserialize: (data: Buffer) => infer Req }
  ? Req
  : never;

/** Response message type (`__Output` form) of method `K` of a generated service definition `D`. */
export type ResponseOf<D, K extends keyof D> = D[K] extends { responseDeserialize: (data: Buffer) => infer Res }
  ? Res
  : never;
