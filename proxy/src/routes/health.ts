import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
// `renderPage` is decorated by the server-rendering plugin.
import type {} from '../plugins/ssr.js';
import { livenessResponses, readinessResponses } from '../schemas/responses.js';

export type ReadinessCheck = 'upstream_token' | 'client_build';

/** Liveness (`/healthz`): answers as soon as the process serves HTTP. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/healthz',
    // Polled every few seconds by orchestrators: its requests are not worth an info line each.
    { logLevel: 'warn', schema: { response: livenessResponses } },
    async () => ({ status: 'ok', uptimeS: Math.round(process.uptime()) }),
  );
};

/** The readiness checks `proxy` fails now, from the token cache's state (never asking). */
export function readinessMissing(proxy: FastifyInstance): ReadinessCheck[] {
  const missing: ReadinessCheck[] = [];
  if (proxy.upstreamTokens.state !== 'ok') missing.push('upstream_token');
  if (proxy.renderPage === null) missing.push('client_build');
  return missing;
}

/**
 * Readiness (`/readyz`, on the operators' listener) of `proxy`: the last token attempt succeeded
 * and the client build is there. It never waits for the token service; a renewal runs meanwhile.
 */
export function readinessRoutes(proxy: FastifyInstance): FastifyPluginAsync {
  return async (app) => {
    app.get('/readyz', { schema: { response: readinessResponses } }, async (_req, reply) => {
      proxy.upstreamTokens.get().catch(() => undefined);
      const missing = readinessMissing(proxy);
      void reply.header('cache-control', 'no-store');
      if (missing.length === 0) return reply.send({ status: 'ready' });
      return reply.code(503).send({
        status: 'not_ready',
        error: 'not_ready',
        message: `not ready: ${missing.map((m) => m.replace('_', ' ')).join(', ')} unavailable`,
        missing,
      });
    });
  };
}

export default healthRoutes;
