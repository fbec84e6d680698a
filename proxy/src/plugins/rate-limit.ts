/**
 * Per-address rate limits attached to the routes they protect, so the routed path decides, never
 * the raw target (decision 012). Each instance counts alone; nginx holds the limit across them.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { VITALS_PATH } from '#shared/vitals.js';
import { PublicError } from './public-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `onRequest` hooks of the routes each limit applies to. */
    rateLimits: {
      api: onRequestHookHandler;
      pages: onRequestHookHandler;
      vitals: onRequestHookHandler;
    };
  }
}

/** The `reason` of a `rate_limited` line: which limit the route has. */
function limitReason(route: string | undefined): string {
  if (route === VITALS_PATH) return 'vitals_limit';
  return route?.startsWith('/api/') ? 'api_limit' : 'page_limit';
}

export default fp(async (app) => {
  const env = app.config.env;
  await app.register(fastifyRateLimit, {
    global: false,
    timeWindow: env.RATE_LIMIT_WINDOW_S * 1000,
    // Pages are the same for every visitor and kept by shared caches: no per-client counters on
    // an answer within the limit (a refusal still says when to retry).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    onExceeded: (req) => {
      app.metrics.rateLimited();
      // One line per refused request, with a stable name (docs/operations.md "Log events").
      req.log.info(
        {
          event: 'rate_limited',
          reason: limitReason(req.routeOptions.url),
          status: 429,
          remoteAddress: req.ip,
        },
        'request refused: rate limit reached',
      );
    },
    errorResponseBuilder: (_req, context) =>
      new PublicError(429, 'rate_limited', `too many requests: retry in ${context.after}`),
  });
  // One store per limit: the three API routes share theirs; a beacon never takes a search's turn.
  app.decorate('rateLimits', {
    api: app.rateLimit({ max: env.RATE_LIMIT_MAX }),
    pages: app.rateLimit({ max: env.PAGE_RATE_LIMIT_MAX }),
    vitals: app.rateLimit({ max: env.VITALS_RATE_LIMIT_MAX }),
  });
});
