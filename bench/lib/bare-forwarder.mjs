#!/usr/bin/env node
// A floor for `bench/proxy.bench.mjs`, run as `--baseline=bench/lib/bare-forwarder.mjs`: the least
// a Node process can do to forward the benchmark's request, with none of issue 5's features. It
// is what the issue calls "a tuned undici pool": `node:http` in front, `search-upstream.mjs`
// behind (undici's Pool of 16 keep-alive connections, as the proxy's, the upstream token fetched
// once), the request body read and parsed as JSON (the least check a forwarder makes), the
// answer's bytes passed through. No site token check, schema, rate limit, metrics, logging,
// security headers, breaker, timeout or error mapping. Not part of the site: it shows how far
// below nginx Node itself is on this machine, which is what decides whether issue 5's
// throughput target can be met at all.
// Environment (the benchmark's, as for the proxy): PORT, HOST, UPSTREAM_TOKEN_URL,
// UPSTREAM_CLIENT_ID, UPSTREAM_CLIENT_SECRET, SEARCH_URL.
import { createServer } from 'node:http';
import { openSearchUpstream } from './search-upstream.mjs';

const env = process.env;
const forwardSearch = await openSearchUpstream(env);
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
    forwardSearch(body).then(
      ({ status, bytes }) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(bytes),
      () => res.writeHead(502).end(),
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(env.PORT), env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
