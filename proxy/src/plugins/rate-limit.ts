/**
 * Per-IP rate limit on `/api/*` (`RATE_LIMIT_MAX` requests per `RATE_LIMIT_WINDOW_S`): over it, 429
 * JSON `{ error: 'rate_limited', message }` with `Retry-After`. Checked at `onRequest`, before the
 * site token and the body, so floods cost as little as possible. Counted in `/metrics`.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { PublicError } from './public-error.js';

export default fp(async (app) => {
  const env = app.config.env;
  await app.register(fastifyRateLimit, {
    global: true,
    max: env.RATE_LIMIT_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_S * 1000,
    // Only the API is limited; pages, assets and operations endpoints are not.
    allowList: (req) => !req.url.startsWith('/api/'),
    onExceeded: () => {
      app.metrics.rateLimited();
    },
    errorResponseBuilder: (_req, context) =>
      new PublicError(429, 'rate_limited', `too many requests: retry in ${context.after}`),
  });
});
