/**
 * Content images (`/media/<name>.svg`, the URLs the content service gives): streamed from the
 * configured media origin by a strict name pattern, so no other path can be reached through it.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  passThroughHooks,
  registerPassThrough,
  upstreamLength,
} from '../forwarding/pass-through.js';

/** The names a content image may have: no other path of the media origin can be reached. */
export const MEDIA_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.svg$/;

const NOT_FOUND = { error: 'not_found', message: 'not found' } as const;
const UNAVAILABLE = {
  error: 'upstream_unavailable',
  message: 'the media service is unavailable',
} as const;

const mediaRoutes: FastifyPluginAsync = async (app) => {
  await registerPassThrough(app, app.config.env.MEDIA_URL, app.config.env.UPSTREAM_TIMEOUT_MS);
  app.get<{ Params: { name: string } }>('/media/:name', async (req, reply) => {
    if (!MEDIA_NAME.test(req.params.name)) return reply.code(404).send(NOT_FOUND);
    return reply.from(req.params.name, {
      ...passThroughHooks,
      onResponse(_req, _reply, res) {
        if (res.statusCode !== 200) {
          res.stream.resume();
          const missing = res.statusCode === 404;
          void reply.code(missing ? 404 : 502).send(missing ? NOT_FOUND : UNAVAILABLE);
          return;
        }
        const length = upstreamLength(res);
        if (length !== undefined) void reply.header('content-length', length);
        void reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(res.stream);
      },
      onError() {
        void reply.code(502).send(UNAVAILABLE);
      },
    });
  });
};

export default mediaRoutes;
