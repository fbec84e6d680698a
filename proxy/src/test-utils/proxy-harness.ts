/**
 * Proxies on a fault-injecting upstream for the operations tests: each test gets a fresh fake
 * upstream, and every proxy and operators' listener it builds is closed after it.
 */
import type { FastifyInstance } from 'fastify';
import { startedFor } from '#shared/test-utils/started.js';
import type { Renderer } from '#shared/types/ssr.js';
import { buildProxy, type BuildProxyOptions } from '../app.js';
import { testProxyConfig } from './config.js';
import { buildOperators } from '../operators.js';
import { fakeEnv, startFakeUpstream, type FakeUpstream } from './fake-upstream.js';

export const TEMPLATE = `<!doctype html><html lang="<!--app-lang-->"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;
/** A glossary-like page, large enough to be compressed. */
export const renderer: Renderer = async () => ({
  kind: 'page',
  status: 200,
  lang: 'es',
  head: '<title>T</title>',
  html: `<main>${'<p>glosario bursátil</p>'.repeat(200)}</main>`,
  state: '<script type="application/json" id="__PAGE_STATE__">{}</script>',
  search: false,
  modules: [],
});

export const searchBody = {
  lang: 'es',
  payload: { term: 'amx', term2: '', termT: 'amx', searchType: 'busquedaPanel' },
};

export async function siteToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/token' });
  return res.json<{ response: { access_token: string } }>().response.access_token;
}

export const search = async (app: FastifyInstance, token: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/search',
    remoteAddress,
    headers: { authorization: `Bearer ${token}` },
    payload: searchBody,
  });

/** The value of one sample of the exposition text, or undefined when absent. */
export function sample(metrics: string, name: string, labels: Record<string, string> = {}) {
  for (const line of metrics.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

/** Registers the fake's start and the clean-up around each test of the calling file. */
export function proxyHarness() {
  let current: FakeUpstream | undefined;
  const apps: FastifyInstance[] = [];
  beforeEach(async () => {
    current = await startFakeUpstream();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
    await current?.close();
  });
  /** The test's fake upstream. */
  const fake = (): FakeUpstream => {
    if (!current) throw new Error('the fake upstream starts before each test');
    return current;
  };

  /** A proxy on the fake upstream; `built: false` means no client build (no renderer). */
  async function proxy(
    env: Record<string, string> = {},
    { built = true, ...options }: Partial<BuildProxyOptions> & { built?: boolean } = {},
  ): Promise<FastifyInstance> {
    const app = await buildProxy({
      config: testProxyConfig(
        fakeEnv(fake().url, {
          CLIENT_DIST_DIR: '/nonexistent',
          SERVER_DIST_DIR: '/nonexistent',
          UPSTREAM_TIMEOUT_MS: '1000',
          ...env,
        }),
      ),
      ...(built ? { ssr: { renderer, template: TEMPLATE } } : {}),
      ...options,
    });
    apps.push(app);
    return app;
  }

  /** The operators' listener of `app` (closed with the test's apps). */
  async function opsOf(app: FastifyInstance): Promise<FastifyInstance> {
    const ops = await buildOperators(app);
    apps.push(ops);
    return ops;
  }

  const metricsOf = async (app: FastifyInstance) =>
    (await (await opsOf(app)).inject({ method: 'GET', url: '/metrics' })).body;

  return { fake, proxy, opsOf, metricsOf };
}

/** One fake upstream and one proxy on it (`fakeEnv` plus `env`), per test or per file. */
export const proxyOnFakeUpstream = (env: Record<string, string>, per: 'test' | 'file') =>
  startedFor(
    per,
    async () => {
      const fake = await startFakeUpstream();
      const proxy = await buildProxy({ config: testProxyConfig(fakeEnv(fake.url, env)) });
      return { fake, proxy };
    },
    async ({ fake, proxy }) => {
      await proxy.close();
      await fake.close();
    },
  );
