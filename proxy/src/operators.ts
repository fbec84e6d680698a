/**
 * The operators' listener: liveness, readiness and metrics on `METRICS_HOST:METRICS_PORT`, never
 * on the public port (decision 012). Like app.ts, it never listens itself: server.ts does.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { sendMetrics } from './plugins/metrics.js';
import securityPlugin from './plugins/security.js';
import healthRoutes, { readinessRoutes } from './routes/health.js';

export async function buildOperators(proxy: FastifyInstance): Promise<FastifyInstance> {
  const ops = Fastify({ loggerInstance: proxy.log.child({ listener: 'operators' }) });
  await ops.register(securityPlugin);
  await ops.register(healthRoutes);
  await ops.register(readinessRoutes(proxy));
  ops.get('/metrics', async (_req, reply) => sendMetrics(proxy.metrics.registry, reply));
  return ops;
}
