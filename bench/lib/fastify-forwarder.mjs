#!/usr/bin/env node
// A second floor for `bench/proxy.bench.mjs`, run as `--baseline=fastify=bench/lib/fastify-
// forwarder.mjs`: `bench/lib/bare-forwarder.mjs`'s forwarding (`search-upstream.mjs`: undici
// Pool of 16 keep-alive connections, the upstream token fetched once, the answer's bytes passed
// through) as one route of a Fastify instance with none of the proxy's plugins, hooks, logger or schemas: what Fastify's
// request lifecycle costs by itself, between the bare forwarder and the proxy. Not part of the site.
// Environment: as bare-forwarder.mjs.
import Fastify from 'fastify';
import { openSearchUpstream } from './search-upstream.mjs';

const env = process.env;
const forwardSearch = await openSearchUpstream(env);

const app = Fastify({ logger: false });
app.get('/healthz', async () => 'ok');
app.post('/api/token', async () => ({ status: true, response: { access_token: 'fastify' } }));
app.post('/api/search', async (req, reply) => {
  const { status, bytes } = await forwardSearch(JSON.stringify(req.body));
  void reply.code(status).type('application/json');
  return bytes;
});
app.server.keepAliveTimeout = 60_000;
await app.listen({ port: Number(env.PORT), host: env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
