#!/usr/bin/env node
// A second floor for `bench/proxy.bench.mjs`, run as `--baseline=fastify=bench/lib/fastify-
// forwarder.mjs`: `bench/lib/bare-forwarder.mjs`'s forwarding (undici Pool of 16 keep-alive
// connections, the upstream token fetched once, the answer's bytes passed through) as one route of
// a Fastify instance with none of the proxy's plugins, hooks, logger or schemas: what Fastify's
// request lifecycle costs by itself, between the bare forwarder and the proxy. Not part of the site.
// Environment: as bare-forwarder.mjs.
import Fastify from 'fastify';
import { Pool } from 'undici';

const env = process.env;
const search = new URL(env.SEARCH_URL ?? '');
const basic = Buffer.from(`${env.UPSTREAM_CLIENT_ID}:${env.UPSTREAM_CLIENT_SECRET}`).toString(
  'base64',
);
const tokenAnswer = await (
  await fetch(`${env.UPSTREAM_TOKEN_URL}?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${basic}` },
  })
).json();
const bearer = `Bearer ${tokenAnswer.response?.access_token ?? tokenAnswer.access_token}`;
const pool = new Pool(search.origin, { connections: 16, pipelining: 1, keepAliveTimeout: 30_000 });

const app = Fastify({ logger: false });
app.get('/healthz', async () => 'ok');
app.post('/api/token', async () => ({ status: true, response: { access_token: 'fastify' } }));
app.post('/api/search', async (req, reply) => {
  const answer = await pool.request({
    method: 'POST',
    path: search.pathname,
    headers: { 'content-type': 'application/json', authorization: bearer },
    body: JSON.stringify(req.body),
  });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  void reply.code(answer.statusCode).type('application/json');
  return bytes;
});
app.server.keepAliveTimeout = 60_000;
await app.listen({ port: Number(env.PORT), host: env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
