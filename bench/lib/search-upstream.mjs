// The upstream end of the benchmark's floors (bare-forwarder.mjs, fastify-forwarder.mjs): the
// upstream token fetched once, undici's Pool of 16 keep-alive connections (as the proxy's), and
// one search forwarded with the answer's bytes passed through, so both floors forward alike and
// differ only in what stands in front. Not part of the site.
// Environment: UPSTREAM_TOKEN_URL, UPSTREAM_CLIENT_ID, UPSTREAM_CLIENT_SECRET, SEARCH_URL.
import { Pool } from 'undici';

/** Fetches the upstream token and opens the pool; resolves to the forwarding function. */
export async function openSearchUpstream(env = process.env) {
  const search = new URL(env.SEARCH_URL ?? '');
  const basic = Buffer.from(`${env.UPSTREAM_CLIENT_ID}:${env.UPSTREAM_CLIENT_SECRET}`).toString(
    'base64',
  );
  const tokenAnswer = await (
    await fetch(`${env.UPSTREAM_TOKEN_URL}?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${basic}` },
    })
  ).json();
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${tokenAnswer.response?.access_token ?? tokenAnswer.access_token}`,
  };
  const pool = new Pool(search.origin, {
    connections: 16,
    pipelining: 1,
    keepAliveTimeout: 30_000,
  });

  /** POSTs `body` (JSON text) to the search service: the answer's status and bytes. */
  return async function forwardSearch(body) {
    const answer = await pool.request({ method: 'POST', path: search.pathname, headers, body });
    return { status: answer.statusCode, bytes: Buffer.from(await answer.body.arrayBuffer()) };
  };
}
