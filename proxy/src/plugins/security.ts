/**
 * Security headers on every response (pages, API, assets, errors): nosniff, a referrer policy,
 * HSTS when the request came over HTTPS, and no `X-Powered-By`. Pages add their own CSP
 * (plugins/ssr.ts); the values here never replace a header a route has set.
 */
import fp from 'fastify-plugin';

export const HSTS = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export default fp(async (app) => {
  // A callback hook, not an async one: no promise and no extra turn of the queue on every answer.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!reply.hasHeader('x-content-type-options'))
      reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', REFERRER_POLICY);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    reply.removeHeader('x-powered-by');
    done(null, payload);
  });
});
