import type { FastifyPluginAsync } from 'fastify';

/** Liveness: answers as soon as the process serves HTTP. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/healthz',
    {
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
};

export default healthRoutes;
