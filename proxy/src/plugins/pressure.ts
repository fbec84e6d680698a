/**
 * Load shedding with `@fastify/under-pressure`: while the event loop lags, requests get 503 JSON
 * with `Retry-After` at once instead of queueing. Liveness and metrics still answer. The threshold
 * is `MAX_EVENT_LOOP_DELAY_MS` (200 ms by default). The start's own work (plugins loaded, schemas
 * compiled) is no overload: nothing is shed until the delay is measured over a stretch after it.
 */
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { PublicError } from './public-error.js';

export const PRESSURE_RETRY_AFTER_S = 10;
/** How often under-pressure measures the delay (its default), over the stretch since the last. */
const SAMPLE_INTERVAL_MS = 1000;
/**
 * After the app is ready, the measurement in force may still cover the start: the one taken as the
 * start ended, or the next, whose stretch began before the end. Two intervals see both replaced.
 */
const START_GRACE_MS = 2 * SAMPLE_INTERVAL_MS;
const EXEMPT = new Set(['/healthz', '/metrics']);
/** under-pressure's names of what it measured, as log reasons (only the delay is configured). */
const REASONS: Record<string, string> = { eventLoopDelay: 'event_loop_delay' };

export default fp(async (app) => {
  let readyAt = Infinity;
  app.addHook('onReady', async () => {
    readyAt = performance.now();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: app.config.env.MAX_EVENT_LOOP_DELAY_MS,
    sampleInterval: SAMPLE_INTERVAL_MS,
    retryAfter: PRESSURE_RETRY_AFTER_S,
    pressureHandler: async (req, reply, type, value) => {
      if (EXEMPT.has(req.url) || performance.now() - readyAt < START_GRACE_MS) return;
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
