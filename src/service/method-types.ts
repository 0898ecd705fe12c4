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

/** The RPC names of a generated definition (its `grpc.ServiceDefinition` index signature left out). */
export type RpcNames<D> = keyof {
  [K in keyof D as string extends K ? never : number extends K ? never : K]: D[K];
} &
  string;

/**
 * The service interface of a generated definition `D`, derived from it so that an RPC added to the proto is a
 * method every implementation must have: one method per RPC, named in lowerCamelCase (`ListWallets` →
 * `listWallets`), taking the request and resolving with the response. `Except` names the RPCs that are not part of
 * the interface (the transport-level batch call; streams, typed by the interface that adds them).
 */
export type ServiceOf<D, Except extends string = never> = {
  readonly [K in Exclude<RpcNames<D>, Except> as Uncapitalize<K>]: (
    request: RequestOf<D, K>,
  ) => Promise<ResponseOf<D, K>>;
};
