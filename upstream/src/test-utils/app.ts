import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../app.js';
import { loadUpstreamConfig, type UpstreamConfig } from '../config.js';
import { loadDataset, type Dataset } from '../data/load.js';
import { splitSearchText } from '#shared/search/search-text.js';
import { startedFor } from '#shared/test-utils/started.js';
import type { Lang } from '#shared/types/common.js';
import type { SearchType } from '#shared/types/search.js';

let shared: Dataset | undefined;
/** The bundled data, loaded once per test file. */
export function dataset(): Dataset {
  shared ??= loadDataset(path.resolve(__dirname, '../../data'));
  return shared;
}

export const CLIENT = { id: 'test-client', secret: 'test-secret-123' };

export async function testUpstream(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config: UpstreamConfig = loadUpstreamConfig({
    UPSTREAM_CLIENT_ID: CLIENT.id,
    UPSTREAM_CLIENT_SECRET: CLIENT.secret,
    DOCUMENT_COUNT: '3000',
    DOCUMENT_STORE: 'memory',
    ...env,
  });
  return buildUpstream({ config, dataset: dataset() });
}

export const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** A valid bearer header from the app's own token service. */
export async function bearer(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/rest/tokenservice/token?grant_type=client_credentials',
    headers: { authorization: basic(CLIENT.id, CLIENT.secret) },
  });
  const body: { response: { access_token: string } } = res.json();
  return `Bearer ${body.response.access_token}`;
}

/** One upstream for the calling test file with a valid bearer header, closed after its tests. */
export const upstreamForFile = (env: Record<string, string> = {}) =>
  startedFor(
    'file',
    async () => {
      const app = await testUpstream(env);
      return { app, auth: await bearer(app) };
    },
    ({ app }) => app.close(),
  );

/** A search of `text` through a started upstream, as the proxy sends it (`grid`: the grid's request). */
export async function searchThrough(
  upstream: { app: FastifyInstance; auth: string },
  searchType: SearchType,
  text: string,
  lang: Lang = 'es',
  grid?: object,
) {
  const res = await upstream.app.inject({
    method: 'POST',
    url: '/api/searchservice/v1',
    headers: { authorization: upstream.auth },
    payload: {
      lang,
      payload: { ...splitSearchText(text), searchType },
      ...(grid ? { requestJson: JSON.stringify(grid) } : {}),
    },
  });
  return { status: res.statusCode, body: res.json<{ response: unknown; mensaje: string }>() };
}
