/**
 * GET /metrics: Prometheus text exposition of this server's metrics (docs/operations.md). As upstream's, it needs
 * no token; it is registered only when metrics are on (`--no-metrics`: 404, as an upstream build without metrics).
 * Not part of the proto contract: it describes the process, not the node API.
 */
import type { AlgodRoute } from '../route.js';

export interface MetricsExposition {
  render(): Promise<{ contentType: string; body: string }>;
}

export function metricsRoute(metrics: MetricsExposition): AlgodRoute {
  return {
    method: 'GET',
    path: '/metrics',
    access: 'none',
    async handle() {
      const { contentType, body } = await metrics.render();
      return { status: 200, headers: [['Content-Type', contentType]], body };
    },
  };
}
