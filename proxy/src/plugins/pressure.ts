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
/** under-pressure's names of what it measured, as log reasons (only the delay is configured). */
const REASONS: Record<string, string> = { eventLoopDelay: 'event_loop_delay' };

export default fp(async (app) => {
  await app.register(underPressure, {
    maxEventLoopDelay: app.config.env.MAX_EVENT_LOOP_DELAY_MS,
    retryAfter: PRESSURE_RETRY_AFTER_S,
    pressureHandler: async (req, reply, type, value) => {
      if (EXEMPT.has(req.url)) return;
      app.metrics.shed();
      // One line per refused request, with a stable name (docs/operations.md "Log events").
      req.log.warn(
        {
          event: 'request_shed',
          reason: REASONS[type] ?? type,
          status: 503,
          ...(type === 'eventLoopDelay' && value !== undefined
            ? { eventLoopDelayMs: Math.round(value) }
            : {}),
        },
        'request shed: the server is overloaded',
      );
      void reply.header('retry-after', String(PRESSURE_RETRY_AFTER_S));
      void reply.header('cache-control', 'no-store');
      throw new PublicError(503, 'overloaded', 'the server is overloaded, retry later');
    },
  });
});
