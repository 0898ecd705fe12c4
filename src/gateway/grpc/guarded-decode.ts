/**
 * Request decoding that cannot fail a call the wrong way. grpc-js answers a request whose protobuf cannot be
 * decoded with INTERNAL and no `app-code`; the REST gateways answer such bodies 400. Here each method's decoder is
 * wrapped so that an undecodable request arrives at the handler as a marker, which the handler turns into
 * GATEWAY_BAD_REQUEST (INVALID_ARGUMENT, with `app-code`), the same rule as REST.
 *
 * Invariants:
 * - A string field must be valid UTF-8, as proto3 requires and as the JSON bodies of REST must be (a password
 *   that arrived as bytes 0xFF must not open a wallet made with 0xFE). protobufjs replaces bad sequences with
 *   U+FFFD silently, so when a decoded string holds U+FFFD the request is re-encoded and compared with the bytes
 *   received: a difference means the input was not valid UTF-8 (encoders write fields in number order, as
 *   protobufjs does, so a valid request re-encodes to the same bytes). The check costs nothing otherwise.
 * - The wrapped definition is a copy; the contract's shared definition is untouched.
 */
import type * as grpc from '@grpc/grpc-js';
import { AppError } from '../../core/errors.js';

const UNDECODABLE = Symbol('undecodable request');

interface Undecodable {
  readonly [UNDECODABLE]: AppError;
}

function marker(message: string): Undecodable {
  return { [UNDECODABLE]: new AppError('GATEWAY_BAD_REQUEST', message) };
}

/** The error an undecodable request stands for, or undefined for a decoded request. */
export function undecodableError(request: unknown): AppError | undefined {
  return typeof request === 'object' && request !== null && UNDECODABLE in request
    ? (request as Undecodable)[UNDECODABLE]
    : undefined;
}

function holdsReplacementChar(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\ufffd');
  if (typeof value !== 'object' || value === null || depth > 32 || ArrayBuffer.isView(value)) return false;
  for (const inner of Object.values(value)) {
    if (holdsReplacementChar(inner, depth + 1)) return true;
  }
  return false;
}

function guardMethod(method: grpc.MethodDefinition<unknown, unknown>): grpc.MethodDefinition<unknown, unknown> {
  const decode = method.requestDeserialize;
  const encode = method.requestSerialize;
  return {
    ...method,
    requestDeserialize(bytes: Buffer): unknown {
      let request: unknown;
      try {
        request = decode(bytes);
      } catch (thrown) {
        const reason = thrown instanceof Error ? thrown.message : String(thrown);
        return marker(`request is not a valid protobuf message: ${reason}`);
      }
      if (holdsReplacementChar(request) && !encode(request).equals(bytes)) {
        return marker('request has a string field that is not valid UTF-8');
      }
      return request;
    },
  };
}

/** A copy of `definition` whose methods decode through the guard. */
export function guardDecoding(definition: grpc.ServiceDefinition): grpc.ServiceDefinition {
  const guarded: Record<string, grpc.MethodDefinition<unknown, unknown>> = {};
  for (const [rpc, method] of Object.entries(definition)) {
    guarded[rpc] = guardMethod(method as grpc.MethodDefinition<unknown, unknown>);
  }
  return guarded as grpc.ServiceDefinition;
}
