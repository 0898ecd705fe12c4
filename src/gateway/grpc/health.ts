/**
 * grpc.health.v1.Health: "" and every served service name report SERVING until shutdown begins, then
 * NOT_SERVING; unknown names get NOT_FOUND from Check and SERVICE_UNKNOWN from Watch (the standard's rules).
 *
 * Invariant: Watch streams receive the current status at once and every change after; they end at shutdown.
 */
import * as grpc from '@grpc/grpc-js';
import { contract } from './contract.js';
import type { HealthCheckRequest__Output } from '../../generated/grpc/health/v1/HealthCheckRequest.js';
import type { HealthCheckResponse } from '../../generated/grpc/health/v1/HealthCheckResponse.js';

type Status = 'SERVING' | 'NOT_SERVING' | 'SERVICE_UNKNOWN';

export class HealthState {
  readonly #names: ReadonlySet<string>;
  readonly #watchers = new Set<grpc.ServerWritableStream<HealthCheckRequest__Output, HealthCheckResponse>>();
  #isServing = true;

  constructor(serviceNames: readonly string[]) {
    this.#names = new Set(['', ...serviceNames]);
  }

  status(service: string): Status {
    if (!this.#names.has(service)) return 'SERVICE_UNKNOWN';
    return this.#isServing ? 'SERVING' : 'NOT_SERVING';
  }

  watch(call: grpc.ServerWritableStream<HealthCheckRequest__Output, HealthCheckResponse>): void {
    call.write({ status: this.status(call.request.service) });
    if (!this.#isServing) return void call.end();
    this.#watchers.add(call);
    call.on('cancelled', () => this.#watchers.delete(call));
  }

  shutdown(): void {
    this.#isServing = false;
    for (const call of this.#watchers) {
      call.write({ status: this.status(call.request.service) });
      call.end();
    }
    this.#watchers.clear();
  }
}

export function bindHealth(server: grpc.Server, health: HealthState): void {
  const handlers: grpc.UntypedServiceImplementation = {
    Check: ((call, callback) => {
      const status = health.status(call.request.service);
      if (status === 'SERVICE_UNKNOWN') {
        callback({ code: grpc.status.NOT_FOUND, details: `unknown service ${call.request.service}` });
        return;
      }
      callback(null, { status });
    }) satisfies grpc.handleUnaryCall<HealthCheckRequest__Output, HealthCheckResponse>,
    Watch: ((call) => health.watch(call)) satisfies grpc.handleServerStreamingCall<
      HealthCheckRequest__Output,
      HealthCheckResponse
    >,
  };
  server.addService(contract().grpc.health.v1.Health.service, handlers);
}
