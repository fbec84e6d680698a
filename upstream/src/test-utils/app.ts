import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../app.js';
import { loadUpstreamConfig, type UpstreamConfig } from '../config.js';
import { loadDataset, type Dataset } from '../data/load.js';

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

/**
 * One upstream for the calling test file, started before its tests with a valid bearer header
 * and closed after them.
 */
export function upstreamForFile(env: Record<string, string> = {}): {
  readonly app: FastifyInstance;
  readonly auth: string;
} {
  let started: { app: FastifyInstance; auth: string } | undefined;
  beforeAll(async () => {
    const app = await testUpstream(env);
    started = { app, auth: await bearer(app) };
  });
  afterAll(() => started?.app.close());
  const get = () => {
    if (!started) throw new Error('the upstream starts before the tests of the file');
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    get auth() {
      return get().auth;
    },
  };
}
