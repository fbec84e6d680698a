#!/usr/bin/env node
// A floor for `bench/proxy.bench.mjs`, run as `--baseline=bench/lib/bare-forwarder.mjs`: the least
// a Node process can do to forward the benchmark's request, with none of issue 5's features. It
// is what the issue calls "a tuned undici pool": `node:http` in front, undici's Pool behind (16
// keep-alive connections, as the proxy's), the upstream token fetched once, the request body read
// and parsed as JSON (the least check a forwarder makes), the answer's bytes passed through. No
// site token check, schema, rate limit, metrics, logging, security headers, breaker, timeout or
// error mapping. Not part of the site: it shows how far below nginx Node itself is on this
// machine, which is what decides whether issue 5's throughput target can be met at all.
// Environment (the benchmark's, as for the proxy): PORT, HOST, UPSTREAM_TOKEN_URL,
// UPSTREAM_CLIENT_ID, UPSTREAM_CLIENT_SECRET, SEARCH_URL.
import { createServer } from 'node:http';
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
const siteToken = JSON.stringify({ status: true, response: { access_token: 'bare' } });

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/healthz') {
    res.end('ok');
    return;
  }
  if (req.method === 'POST' && req.url === '/api/token') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(siteToken);
    return;
  }
  if (req.method !== 'POST' || req.url !== '/api/search') {
    res.writeHead(404).end();
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let body;
    try {
      body = JSON.stringify(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    } catch {
      res.writeHead(400).end();
      return;
    }
    pool.request(
      {
        method: 'POST',
        path: search.pathname,
        headers: { 'content-type': 'application/json', authorization: bearer },
        body,
      },
      (error, answer) => {
        if (error) {
          res.writeHead(502).end();
          return;
        }
        const parts = [];
        answer.body.on('data', (chunk) => parts.push(chunk));
        answer.body.on('end', () => {
          res
            .writeHead(answer.statusCode, { 'content-type': 'application/json' })
            .end(Buffer.concat(parts));
        });
      },
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(env.PORT), env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
