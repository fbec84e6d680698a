/**
 * Content images (`/media/<name>.svg`, the URLs the content service gives): fetched from the
 * configured media origin by a strict name pattern, so no other path can be reached through it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { request } from 'undici';

const NAME = /^[a-z0-9][a-z0-9-]{0,80}\.svg$/;

const mediaRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.env.MEDIA_URL.replace(/\/$/, '');
  app.get<{ Params: { name: string } }>('/media/:name', async (req, reply) => {
    if (!NAME.test(req.params.name))
      return reply.code(404).send({ error: 'not_found', message: 'not found' });
    try {
      const res = await request(`${base}/${req.params.name}`, {
        headersTimeout: app.config.env.UPSTREAM_TIMEOUT_MS,
        bodyTimeout: app.config.env.UPSTREAM_TIMEOUT_MS,
      });
      const body = Buffer.from(await res.body.arrayBuffer());
      if (res.statusCode !== 200)
        return await reply.code(404).send({ error: 'not_found', message: 'not found' });
      return await reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(body);
    } catch {
      return reply
        .code(502)
        .send({ error: 'upstream_unavailable', message: 'the media service is unavailable' });
    }
  });
};

export default mediaRoutes;
