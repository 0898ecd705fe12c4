// Original file: proto/grpc/health/v1/health.proto


export interface HealthCheckRequest {
  /**
   * "" asks about the server as a whole; otherwise a fully qualified service name such as "algod.v2.AlgodService".
   */
  'service'?: (string);
}

export interface HealthCheckRequest__Output {
  /**
   * "" asks about the server as a whole; otherwise a fully qualified service name such as "algod.v2.AlgodService".
   */
  'service': (string);
}
