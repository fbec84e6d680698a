/** Images of the bundled content (`/media/<name>.svg`), public and cacheable. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

const mediaRoutes: FastifyPluginAsync = async (app) => {
  // Read once: a fixed set of small files, served from memory with a strict name pattern.
  const files = new Map(
    app.dataset.media.map((name) => [
      name,
      readFileSync(path.join(app.upstreamConfig.DATA_DIR, 'media', name)),
    ]),
  );
  app.get<{ Params: { name: string } }>('/media/:name', async (req, reply) => {
    const file = /^[a-z0-9-]+\.svg$/.test(req.params.name) ? files.get(req.params.name) : undefined;
    if (!file) return reply.code(404).send({ status: false, message: 'not found' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(file);
  });
};

export default mediaRoutes;
