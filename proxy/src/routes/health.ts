import type { FastifyPluginAsync } from 'fastify';
// `renderPage` is decorated by the server-rendering plugin.
import type {} from '../plugins/ssr.js';

export type ReadinessCheck = 'upstream_token' | 'client_build';

/**
 * Liveness (`/healthz`): answers as soon as the process serves HTTP.
 * Readiness (`/readyz`): an upstream token can be obtained and the client build is present.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/healthz',
    {
      // Polled every few seconds by orchestrators: its requests are not worth an info line each.
      logLevel: 'warn',
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, uptimeS: { type: 'number' } },
            required: ['status'],
          },
        },
      },
    },
    async () => ({ status: 'ok', uptimeS: Math.round(process.uptime()) }),
  );

  app.get('/readyz', async (_req, reply) => {
    const missing: ReadinessCheck[] = [];
    try {
      // The cached token when valid; otherwise one (shared) request to the token service.
      await app.upstreamTokens.get();
    } catch {
      missing.push('upstream_token');
    }
    if (app.renderPage === null) missing.push('client_build');
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

export default healthRoutes;
