#!/usr/bin/env node
// A minimal upstream for `bench/proxy.bench.mjs`: it answers the token service and the search
// service with the answer the reference upstream gave for the benchmark's request (recorded by the
// benchmark, read from ANSWER_FILE), so that what is measured is the proxy's own cost, not the
// search. It refuses any other bearer token than TOKEN (401), like the reference upstream, and
// counts the TCP connections and requests it receives (GET /bench-stats, for the benchmark only).
// With DISTINCT_ANSWERS=1, each answer's bytes differ from the others' (16 characters of trailing
// white space, spaces and tabs spelling the request's number), its JSON value the same: a proxy
// that knows an answer by its bytes (decision 119) must parse and check every one.
// Environment: PORT, TOKEN, ANSWER_FILE, DISTINCT_ANSWERS.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const token = process.env.TOKEN ?? '';
const answer = readFileSync(process.env.ANSWER_FILE ?? '', 'utf8');
if (!Number.isInteger(port) || !token || !answer) {
  console.error('recorded-upstream: PORT, TOKEN and ANSWER_FILE are required');
  process.exit(2);
}
const tokenAnswer = JSON.stringify({
  status: true,
  response: { access_token: token, token_type: 'Bearer', expires_in: 3600 },
});
const stats = { connections: 0, requests: 0 };
const distinct = process.env.DISTINCT_ANSWERS === '1';
/** The answer, with 16 bits of the request's number in white space when each must differ. */
const answerTo = (n) =>
  distinct
    ? answer + (n & 0xffff).toString(2).padStart(16, '0').replace(/0/g, ' ').replace(/1/g, '\t')
    : answer;

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    if (req.method === 'GET' && req.url === '/bench-stats') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(stats));
      return;
    }
    stats.requests++;
    if (req.method === 'GET' && req.url?.startsWith('/rest/tokenservice/token')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(tokenAnswer);
      return;
    }
    if (req.method !== 'POST' || req.url !== '/api/searchservice/v1') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"not_found"}');
      return;
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"error":"unauthorized"}');
      return;
    }
    // The body must be JSON, as the reference upstream requires.
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{"error":"bad_request"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(answerTo(stats.requests));
  });
});
server.on('connection', () => {
  stats.connections++;
});
// Longer than the clients' idle timeouts (nginx 60 s, the proxy's pool 30 s): the server never
// closes an idle connection a client is about to reuse.
server.keepAliveTimeout = 75_000;
server.headersTimeout = 76_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
});
