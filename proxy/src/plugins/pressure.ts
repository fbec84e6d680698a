/**
 * Load shedding with `@fastify/under-pressure`: while the event loop lags, requests get 503 JSON
 * with `Retry-After` at once instead of queueing. Liveness and metrics still answer. The threshold
 * is `MAX_EVENT_LOOP_DELAY_MS` (200 ms by default).
 */
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { PublicError } from './public-error.js';

export const PRESSURE_RETRY_AFTER_S = 10;
const EXEMPT = new Set(['/healthz', '/metrics']);

export default fp(async (app) => {
  await app.register(underPressure, {
    maxEventLoopDelay: app.config.env.MAX_EVENT_LOOP_DELAY_MS,
    retryAfter: PRESSURE_RETRY_AFTER_S,
    pressureHandler: async (req, reply) => {
      if (EXEMPT.has(req.url)) return;
      void reply.header('retry-after', String(PRESSURE_RETRY_AFTER_S));
      void reply.header('cache-control', 'no-store');
      throw new PublicError(503, 'overloaded', 'the server is overloaded, retry later');
    },
  });
});
