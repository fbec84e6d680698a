/**
 * Builds the reference upstream's Fastify instance (token, content and search services over the
 * bundled data). It never listens: `server.ts` does, and tests use `inject`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { UpstreamConfig } from './config.js';
import healthRoutes from './routes/health.js';

export interface BuildUpstreamOptions {
  config: UpstreamConfig;
  logger?: FastifyServerOptions['logger'];
}

export async function buildUpstream({
  config,
  logger = false,
}: BuildUpstreamOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 64 * 1024 });
  app.decorate('upstreamConfig', config);
  await app.register(healthRoutes);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstreamConfig: UpstreamConfig;
  }
}
