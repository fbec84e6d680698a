import type { FastifyPluginAsync } from 'fastify';

const healthRoutes: FastifyPluginAsync = async (app) => {
  // Polled every few seconds by orchestrators: its requests are not worth an info line each.
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
};

export default healthRoutes;
