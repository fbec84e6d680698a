// The servers of the proxy benchmark (bench/proxy.bench.mjs) other than nginx: the reference
// upstream, the recorded upstream (bench/lib/recorded-upstream.mjs) answering with the reference
// upstream's answer, and the proxy (or a baseline build) in front of either.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../e2e/processes.mjs';
import { startReferenceUpstream, waitFor } from '../lib/processes.mjs';
import { SEARCH_BODY } from './load.mjs';

export const CLIENT_ID = 'bolsa-sitio-dev';
export const CLIENT_SECRET = 'dev-only-secret-change-me';

export async function postJson(url, headers, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, text: await res.text() };
}

/**
 * Starts both upstreams (pinned to `cpus`; `start` is the benchmark's process starter; files in
 * `tmp`) and records the reference upstream's answer to the search. `only` keeps one (--only);
 * `distinctAnswers` makes the recorded upstream's answers differ byte for byte.
 */
export async function startUpstreams({ root, cpus, start, tmp, only, distinctAnswers }) {
  // The reference upstream, and the upstream token the direct and nginx paths use.
  const { child: reference, url: refUrl } = await startReferenceUpstream(root, {
    env: { NODE_ENV: 'production' },
    cpus,
  });
  const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
  const tokenRes = await fetch(`${refUrl}/rest/tokenservice/token?grant_type=client_credentials`, {
    headers: { authorization: basic },
  });
  const refToken = (await tokenRes.json()).response.access_token;
  const recordedAnswer = await postJson(
    `${refUrl}/api/searchservice/v1`,
    { authorization: `Bearer ${refToken}` },
    SEARCH_BODY,
  );
  if (recordedAnswer.status !== 200) {
    throw new Error(`the reference upstream answered ${recordedAnswer.status} to the search`);
  }
  console.log(
    `search: ${SEARCH_BODY} -> ${recordedAnswer.text.length} bytes of JSON from the reference upstream`,
  );

  // The recorded upstream: the same answer, with its own token.
  const answerFile = path.join(tmp, 'answer.json');
  writeFileSync(answerFile, recordedAnswer.text);
  const recPort = await freePort();
  const recToken = randomBytes(24).toString('base64url');
  const recorded = start(
    'recorded upstream',
    process.execPath,
    ['bench/lib/recorded-upstream.mjs'],
    {
      PORT: String(recPort),
      TOKEN: recToken,
      ANSWER_FILE: answerFile,
      DISTINCT_ANSWERS: distinctAnswers ? '1' : '0',
    },
  );
  const recUrl = `http://127.0.0.1:${recPort}`;
  await waitFor(`${recUrl}/bench-stats`, recorded, 10_000);

  const upstreams = [
    { name: 'reference', url: refUrl, token: refToken, stats: null, process: reference },
    {
      name: 'recorded',
      url: recUrl,
      token: recToken,
      process: recorded,
      stats: async () => (await fetch(`${recUrl}/bench-stats`)).json(),
    },
  ].filter((u) => !only || u.name === only);
  return { upstreams, recordedAnswer };
}

/** Starts the proxy build at `entry` in front of `upstream` and gets a site token from it. */
export async function startProxy({ start, opts, upstream }, label, entry) {
  const port = await freePort();
  const metricsPort = await freePort();
  const child = start(
    `${label} (${upstream.name})`,
    process.execPath,
    [...opts.proxyNodeArgs, entry],
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: opts.proxyLogLevel,
      SITE_TOKEN_SECRET: randomBytes(32).toString('hex'),
      UPSTREAM_CLIENT_ID: CLIENT_ID,
      UPSTREAM_CLIENT_SECRET: CLIENT_SECRET,
      UPSTREAM_TOKEN_URL: `${upstream.url}/rest/tokenservice/token`,
      CONTENT_URL: `${upstream.url}/api/contentservice/v1`,
      SEARCH_URL: `${upstream.url}/api/searchservice/v1`,
      MEDIA_URL: `${upstream.url}/media`,
      // One client (autocannon) sends every request: the per-IP limit must not stop it.
      RATE_LIMIT_MAX: '1000000',
      PAGE_RATE_LIMIT_MAX: '1000000',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      RATE_LIMIT_WINDOW_S: '1',
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: '',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child, 60_000);
  const res = await fetch(`${url}/api/token`, { method: 'POST' });
  if (!res.ok) throw new Error(`${label}: no site token (${res.status})`);
  const token = await res.json();
  return {
    child,
    url,
    opsUrl: `http://127.0.0.1:${metricsPort}`,
    bearer: `Bearer ${token.response.access_token}`,
  };
}
