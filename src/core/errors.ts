/**
 * The single error type of the project and its registry.
 *
 * Invariants:
 * - Every error that crosses a layer is an `AppError` whose `code` is a key of `ERRORS`.
 * - The registry fixes, per code, the HTTP status (algod/kmd compatibility dictates it), the gRPC status and a
 *   default external message. A thrown error may carry a more specific external message (upstream texts that
 *   clients match with regexes), never internal details: those go in `cause`, which is logged, never sent.
 * - `docs/errors.md` lists every code; `test/core/errors.test.ts` keeps the two in step in both directions.
 * - Callers check `code` (see `isAppError`), never `instanceof`, because errors cross worker threads as plain data.
 */

/** gRPC status numbers (grpc/grpc-js `Status`); duplicated here so that core stays free of grpc-js. */
export const GrpcStatus = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

type ErrorSpec = { readonly http: number; readonly grpc: number; readonly message: string };

const G = GrpcStatus;

export const ERRORS = {
  // core: shared by every surface
  CORE_INTERNAL: { http: 500, grpc: G.INTERNAL, message: 'internal failure' },
  CORE_MSGPACK_DECODE: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'msgpack decode error' },
  CORE_MSGPACK_ENCODE: { http: 500, grpc: G.INTERNAL, message: 'msgpack encode error' },
  CORE_UNKNOWN_FIELD: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'unknown field' },
  CORE_JSON_DECODE: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'json decode error' },
  CORE_BAD_ADDRESS: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'could not decode address' },
  CORE_BAD_LENGTH: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'value has the wrong length' },
  CORE_BAD_MNEMONIC: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'invalid mnemonic' },
  CORE_BAD_MULTISIG: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'invalid multisig' },
  CORE_BAD_TRANSACTION: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'invalid transaction' },
  CORE_BAD_SIGNATURE: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'signature verification failed' },
  CORE_BAD_ARGUMENT: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'invalid argument' },
  CORE_STORE_FAILURE: { http: 500, grpc: G.INTERNAL, message: 'storage failure' },
  /** the store refuses writes after a write fault (full disk, I/O error, corruption); the message names the cause */
  CORE_STORE_UNAVAILABLE: { http: 503, grpc: G.UNAVAILABLE, message: 'the store refuses writes' },
  CORE_POOL_FAILURE: { http: 500, grpc: G.INTERNAL, message: 'worker pool failure' },
  CORE_DECRYPT_FAILED: { http: 400, grpc: G.PERMISSION_DENIED, message: 'error decrypting. wrong password?' },
  CORE_DECRYPT_WRONG_TYPE: {
    http: 400,
    grpc: G.DATA_LOSS,
    message: 'error decrypting, found the wrong type of data. something fishy is going on with this wallet',
  },

  // gateway: transport-level failures, identical texts to upstream's framework errors
  GATEWAY_NOT_FOUND: { http: 404, grpc: G.NOT_FOUND, message: 'Not Found' },
  GATEWAY_METHOD_NOT_ALLOWED: { http: 405, grpc: G.UNIMPLEMENTED, message: 'Method Not Allowed' },
  GATEWAY_BODY_TOO_LARGE: { http: 413, grpc: G.RESOURCE_EXHAUSTED, message: 'Request Entity Too Large' },
  GATEWAY_BAD_REQUEST: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'bad request' },
  GATEWAY_UNAUTHORIZED: { http: 401, grpc: G.UNAUTHENTICATED, message: 'Invalid API Token' },
  GATEWAY_REMOTE_CORE: { http: 502, grpc: G.UNAVAILABLE, message: 'remote core unavailable' },

  // algod v2
  ALGOD_BAD_FORMAT: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'failed to parse the format option' },
  ALGOD_BAD_PARAMETER: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'Invalid format for parameter' },
  /** a route whose issue has not landed yet */
  ALGOD_NOT_IMPLEMENTED: { http: 501, grpc: G.UNIMPLEMENTED, message: 'not implemented yet' },
  /** upstream's permanent stub answer (shutdown, register-participation-keys) */
  ALGOD_ENDPOINT_NOT_IMPLEMENTED: { http: 501, grpc: G.UNIMPLEMENTED, message: 'Endpoint not implemented.' },
  ALGOD_DEVELOPER_API_DISABLED: { http: 404, grpc: G.FAILED_PRECONDITION, message: 'developer API is disabled' },
  /** a feature upstream serves only with a config switch we cannot honour here (the txn-group delta tracer in interval mode) */
  ALGOD_FEATURE_DISABLED: {
    http: 501,
    grpc: G.UNIMPLEMENTED,
    message: 'failed retrieving the expected tracer from ledger',
  },
  /** a malformed request the route itself rejects (bad txid, bad hash type, empty payload, …); upstream text */
  ALGOD_BAD_REQUEST: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'bad request' },
  /** a rejected submission: decode, well-formedness, signature or evaluation failure; upstream text */
  ALGOD_TXN_REJECTED: { http: 400, grpc: G.FAILED_PRECONDITION, message: 'transaction rejected' },
  /** unknown asset, application, pending transaction, participation id, block; upstream text */
  ALGOD_NOT_FOUND: { http: 404, grpc: G.NOT_FOUND, message: 'not found' },
  /** the routes upstream closes while a catchpoint catch-up runs (docs/spec/algod.md §1.7) */
  ALGOD_CATCHUP_UNAVAILABLE: { http: 503, grpc: G.UNAVAILABLE, message: 'operation not available during catchup' },
  /**
   * a catch-up whose catchpoint no peer offers (upstream's timeout helper answers 408); over gRPC the peers are what
   * is unavailable
   */
  ALGOD_CATCHUP_START_FAILED: { http: 408, grpc: G.UNAVAILABLE, message: 'unable to start catchpoint service' },
  /** ledger or node failure; upstream text */
  ALGOD_INTERNAL: { http: 500, grpc: G.INTERNAL, message: 'failed to retrieve information from the ledger' },
  // upstream answers 500 for a round past the latest on the state-proof routes; over gRPC it is the caller's range
  ALGOD_ROUND_TOO_HIGH: { http: 500, grpc: G.OUT_OF_RANGE, message: 'given round is greater than the latest round' },
  ALGOD_V1_GONE: {
    http: 410,
    grpc: G.NOT_FOUND,
    message: 'v1 algod APIs are no longer available, please use the v2 algod API',
  },

  // kmd v1
  KMD_BAD_REQUEST_BODY: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'could not decode request body' },
  KMD_BAD_HANDLE: { http: 401, grpc: G.UNAUTHENTICATED, message: 'handle does not exist' },
  KMD_UNLOCK_FAILED: { http: 401, grpc: G.UNAUTHENTICATED, message: 'error decrypting. wrong password?' },
  KMD_BAD_TRANSACTION: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'could not decode transaction' },
  KMD_UNKNOWN_DRIVER: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'unknown wallet driver' },
  KMD_NOT_SUPPORTED: { http: 400, grpc: G.UNIMPLEMENTED, message: 'operation not supported by wallet' },
  KMD_NAME_TOO_LONG: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'wallet name too long, must be <= 64 bytes' },
  KMD_DUPLICATE_NAME: { http: 400, grpc: G.ALREADY_EXISTS, message: 'wallet with same name already exists' },
  KMD_WALLET_NOT_FOUND: { http: 400, grpc: G.NOT_FOUND, message: 'wallet not found' },
  KMD_KEY_NOT_FOUND: { http: 400, grpc: G.NOT_FOUND, message: 'key does not exist in this wallet' },
  KMD_KEY_EXISTS: { http: 400, grpc: G.ALREADY_EXISTS, message: 'key already exists in wallet' },
  KMD_KEY_MISMATCH: {
    http: 400,
    grpc: G.DATA_LOSS,
    message: 'derived public key mismatch, something fishy is going on with this wallet',
  },
  KMD_MULTISIG_NOT_FOUND: {
    http: 400,
    grpc: G.NOT_FOUND,
    message: 'multisig information (pks, threshold) for address does not exist in this wallet',
  },
  KMD_NO_MNEMONIC_UX: { http: 500, grpc: G.UNIMPLEMENTED, message: 'sqlite wallet driver cannot display mnemonics' },
  KMD_TOO_MANY_KEYS: { http: 500, grpc: G.RESOURCE_EXHAUSTED, message: 'too many keys' },

  // admin OAuth apps
  ADMIN_INVALID_CREDENTIALS: { http: 403, grpc: G.UNAUTHENTICATED, message: 'Invalid credentials.' },
  ADMIN_INSUFFICIENT_SCOPE: {
    http: 403,
    grpc: G.PERMISSION_DENIED,
    message: 'Insufficient permissions: admin:write | write.',
  },
  ADMIN_INVALID_FIELDS: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'invalid OAuth app fields' },
  ADMIN_OAUTH_APP_NOT_FOUND: { http: 400, grpc: G.NOT_FOUND, message: 'OAuth app not found' },
  ADMIN_OAUTH_INVALID_REQUEST: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'invalid token request' },
  ADMIN_OAUTH_INVALID_CLIENT: { http: 401, grpc: G.UNAUTHENTICATED, message: 'client authentication failed' },
  ADMIN_OAUTH_INVALID_SCOPE: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'requested scope is not granted' },
  ADMIN_OAUTH_UNSUPPORTED_GRANT: { http: 400, grpc: G.INVALID_ARGUMENT, message: 'unsupported grant type' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;

/** Plain-data form of an error, safe to structured-clone across threads and to put in gRPC metadata. */
export type WireError = { code: ErrorCode; message: string; data?: Record<string, unknown> };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly data: Record<string, unknown> | undefined;

  /**
   * @param code registry key; fixes the HTTP and gRPC statuses
   * @param message external text (defaults to the registry's); must not leak internals
   * @param options `data` is sent to clients where the surface allows; `cause` is for logs only
   */
  constructor(code: ErrorCode, message?: string, options?: { data?: Record<string, unknown>; cause?: unknown }) {
    super(message ?? ERRORS[code].message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.data = options?.data;
  }

  get httpStatus(): number {
    return ERRORS[this.code].http;
  }

  get grpcStatus(): number {
    return ERRORS[this.code].grpc;
  }

  toWire(): WireError {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }

  static fromWire(wire: WireError): AppError {
    return new AppError(wire.code, wire.message, wire.data === undefined ? undefined : { data: wire.data });
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, value);
}

/** Brand check by shape, so it also recognises errors rebuilt on the other side of a thread or process. */
export function isAppError(value: unknown): value is AppError {
  return value instanceof Error && isErrorCode((value as { code?: unknown }).code);
}

/** Any thrown value as an AppError; unknown errors become CORE_INTERNAL with the original kept as `cause`. */
export function toAppError(value: unknown): AppError {
  if (isAppError(value)) return value;
  return new AppError('CORE_INTERNAL', undefined, { cause: value });
}
