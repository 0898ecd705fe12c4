// Original file: proto/algorun/api/v1/http.proto

/**
 * Who may call an RPC.
 */
export const Access = {
  /**
   * Not stated: the service's ordinary credential, as ACCESS_PUBLIC.
   */
  ACCESS_UNSPECIFIED: 'ACCESS_UNSPECIFIED',
  /**
   * No credential (algod's health, readiness, versions and genesis; kmd's versions; the OAuth token endpoints,
   * which authenticate the client in the request).
   */
  ACCESS_NONE: 'ACCESS_NONE',
  /**
   * The service's ordinary credential: algod's public or admin token, the kmd token.
   */
  ACCESS_PUBLIC: 'ACCESS_PUBLIC',
  /**
   * Operator credentials only: algod's admin token; on the admin service, an operator bearer token with write scope.
   */
  ACCESS_ADMIN: 'ACCESS_ADMIN',
} as const;

/**
 * Who may call an RPC.
 */
export type Access =
  /**
   * Not stated: the service's ordinary credential, as ACCESS_PUBLIC.
   */
  | 'ACCESS_UNSPECIFIED'
  | 0
  /**
   * No credential (algod's health, readiness, versions and genesis; kmd's versions; the OAuth token endpoints,
   * which authenticate the client in the request).
   */
  | 'ACCESS_NONE'
  | 1
  /**
   * The service's ordinary credential: algod's public or admin token, the kmd token.
   */
  | 'ACCESS_PUBLIC'
  | 2
  /**
   * Operator credentials only: algod's admin token; on the admin service, an operator bearer token with write scope.
   */
  | 'ACCESS_ADMIN'
  | 3

/**
 * Who may call an RPC.
 */
export type Access__Output = typeof Access[keyof typeof Access]
