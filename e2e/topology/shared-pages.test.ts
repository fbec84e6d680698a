/**
 * Pages the same for every visitor, through nginx in front of two proxy instances (issue 22):
 * identical bytes whatever the cookies, cache hits and 304s through nginx, a site token from one
 * instance valid on the other, one rate limit for both, and in Chromium a cached glossary, one
 * token request for a panel search and an injected inline script that the page's CSP blocks.
 */
import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { request } from 'undici';
import { expectProblems } from '../page-problems.js';
import { launchBrowser } from '../system.js';
import { startTopology, type Topology } from './topology.js';

/** The proxies' limit on /api/*, which nginx holds for both (RATE_LIMIT_MAX per window). */
const API_LIMIT = 20;
const GLOSSARY = '/es/bmv/glosario';
/** What Chromium sends: nginx keeps one copy per Accept-Encoding (Vary). */
const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';
const SEARCH = {
  lang: 'es',
  payload: { term: 'amx', term2: '', termT: 'amx', searchType: 'busquedaPanel' },
};

let topology: Topology;
let browser: Browser;
beforeAll(async () => {
  topology = await startTopology({ RATE_LIMIT_MAX: String(API_LIMIT), RATE_LIMIT_WINDOW_S: '60' });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser.close();
  await topology.stop();
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });
/** A page straight from an instance, asked for under nginx's name as nginx asks for it. */
const fromInstance = async (base: string, path: string, headers: Record<string, string> = {}) => {
  const res = await request(`${base}${path}`, {
    headers: { host: new URL(topology.url).host, ...headers },
  });
  return { ...res, body: Buffer.from(await res.body.arrayBuffer()) };
};
const tokenFrom = async (base: string) => {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return (await res.json()).response.access_token as string;
};
const search = (base: string, token: string) =>
  fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(SEARCH),
  });

describe('the same page for every visitor, cached by nginx', () => {
  it('two visitors with different cookies get byte-identical HTML', async () => {
    const bodies = [];
    for (const cookie of [
      'bolsa_token=one.visitor.token; bolsa_lang=en',
      'bolsa_token=another.visitor.token',
      '',
    ]) {
      const res = await fromInstance(topology.proxies[0].url, GLOSSARY, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
      bodies.push(res.body);
    }
    expect(bodies[1]?.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
    expect(bodies[2]?.equals(bodies[0] ?? Buffer.alloc(0))).toBe(true);
  });

  it('two instances render a page to the same bytes and ETag', async () => {
    const [a, b] = await Promise.all(
      topology.proxies.map((proxy) =>
        fromInstance(proxy.url, GLOSSARY, { 'accept-encoding': 'gzip' }),
      ),
    );
    expect(a?.statusCode).toBe(200);
    expect(b?.headers.etag).toBe(a?.headers.etag);
    expect(b?.body.equals(a?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it('through nginx the second request is a cache hit, and a conditional request gets 304', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const first = await get(`${topology.url}/en/bmv/glossary`, headers);
    const firstBody = await first.text();
    const second = await get(`${topology.url}/en/bmv/glossary`, {
      ...headers,
      cookie: 'bolsa_token=someone.else.entirely',
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    const etag = second.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+-gzip"$/);
    const conditional = await get(`${topology.url}/en/bmv/glossary`, {
      ...headers,
      'if-none-match': etag,
    });
    expect(conditional.status).toBe(304);
    // The proxy answers 304 too (nginx revalidates with it).
    const direct = await fromInstance(topology.proxies[1].url, '/en/bmv/glossary', {
      ...headers,
      'if-none-match': etag,
    });
    expect(direct.statusCode).toBe(304);
  });

  it('never stores search pages, error pages or the root redirect', async () => {
    for (const [url, status] of [
      ['/es/bmv/busqueda/amx', 200],
      ['/es/bmv/no-existe', 404],
      ['/', 302],
    ] as const) {
      const statuses = [];
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${topology.url}${url}`, { redirect: 'manual' });
        await res.arrayBuffer();
        statuses.push([res.status, res.headers.get('x-cache-status')]);
      }
      expect([url, statuses]).toEqual([
        url,
        [
          [status, 'MISS'],
          [status, 'MISS'],
        ],
      ]);
    }
  });

  it('a site token issued through one instance is accepted by the other', async () => {
    const token = await tokenFrom(topology.proxies[0].url);
    const res = await search(topology.proxies[1].url, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ response: { busquedaPanel: expect.anything() } });
  });
});

describe('what operators see of nginx', () => {
  /** stub_status's fields, as nginx-prometheus-exporter reads them (deploy/prometheus/). */
  const STUB_STATUS =
    /^Active connections: (\d+) \nserver accepts handled requests\n (\d+) (\d+) (\d+) \nReading: (\d+) Writing: (\d+) Waiting: (\d+) \n$/;

  it('its counters answer on the status listener only, and count the requests served', async () => {
    const before = STUB_STATUS.exec(await (await get(`${topology.statusUrl}/stub_status`)).text());
    expect(before).not.toBeNull();
    await (await get(`${topology.url}/healthz`)).text();
    const after = STUB_STATUS.exec(await (await get(`${topology.statusUrl}/stub_status`)).text());
    // The requests counter (the exporter's nginx_http_requests_total) counts the visitor's request.
    expect(Number(after?.[4])).toBeGreaterThan(Number(before?.[4]));
    expect((await get(`${topology.statusUrl}/`)).status).toBe(404);
    // The visitors' listener has no such page: it goes to the instances, which know none.
    const outside = await get(`${topology.url}/stub_status`);
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toMatch(/Active connections/);
  });

  it('its access log has one JSON line per request with the cache verdict, path without query', async () => {
    const page = '/es/bmv/glosario?letra=b';
    for (let i = 0; i < 2; i++) await (await get(`${topology.url}${page}`)).text();
    const lines = topology
      .accessLog()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.path === '/es/bmv/glosario');
    expect(lines.slice(-2)).toEqual([
      expect.objectContaining({
        event: 'nginx_request',
        method: 'GET',
        status: 200,
        cache: 'MISS',
      }),
      expect.objectContaining({ event: 'nginx_request', method: 'GET', status: 200, cache: 'HIT' }),
    ]);
    expect(topology.accessLog()).not.toContain('letra=b');
  });
});

describe('in Chromium, without cookies, through nginx', () => {
  it('the glossary comes from the cache; a panel search shows results with one token request', async () => {
    const warm = await get(`${topology.url}${GLOSSARY}`, { 'accept-encoding': CHROMIUM_ENCODINGS });
    await warm.arrayBuffer();
    const context = await browser.newContext();
    const page = await context.newPage();
    const tokenRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/token') tokenRequests.push(r.method());
    });
    const res = await page.goto(`${topology.url}${GLOSSARY}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-cache-status']).toBe('HIT');
    await page.waitForSelector('html[data-hydrated]');
    await page.locator('header [aria-controls="search-panel"]:visible').first().click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('combobox').fill('amx');
    await page.getByRole('listbox').waitFor({ timeout: 15_000 });
    expect(await page.locator('[role="listbox"] [role="option"]').count()).toBeGreaterThan(0);
    expect(tokenRequests).toEqual(['POST']);
    await context.close();
  });

  it('an inline script injected into a cached page does not run (CSP)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const injected = 'window.__injected = true;';
    let cacheStatus: string | undefined;
    let policy = '';
    // Whatever sits between the cache and the visitor adds a script to the cached page.
    await page.route(`**${GLOSSARY}`, async (route) => {
      const response = await route.fetch();
      cacheStatus = response.headers()['x-cache-status'];
      policy = response.headers()['content-security-policy'] ?? '';
      const html = (await response.text()).replace(
        '</body>',
        `<script>${injected}</script></body>`,
      );
      await route.fulfill({ response, body: html });
    });
    // Twice: the first may fill the cache for the encodings this fetch asks for.
    for (let i = 0; i < 2; i++) {
      await page.goto(`${topology.url}${GLOSSARY}`);
      await page.waitForSelector('html[data-hydrated]');
    }
    expect(cacheStatus).toBe('HIT');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
      undefined,
    );
    // The browser reports the blocked script, as the policy it broke and as a violation event.
    const scriptSrc = /script-src [^;]*/.exec(policy)?.[0] ?? '';
    const hash = createHash('sha256').update(injected).digest('base64');
    expectProblems(
      page,
      `Executing inline script violates the following Content Security Policy directive '${scriptSrc}'. Either the 'unsafe-inline' keyword, a hash ('sha256-${hash}'), or a nonce ('nonce-...') is required to enable inline execution. The action has been blocked.`,
      'securitypolicyviolation: script-src-elem blocked inline',
    );
    await context.close();
  });
});

describe('one rate limit for every instance', () => {
  it('one client address over the limit through both instances gets 429', async () => {
    // Each instance alone would let these through (half of them each, under its own limit).
    const token = await tokenFrom(topology.proxies[0].url);
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: API_LIMIT + 10 }, async () => {
        const res = await search(topology.url, token);
        await res.arrayBuffer();
        return res.status;
      }),
    );
    // nginx's limit_req lets the burst and one more through, and refills one per 60 s / limit.
    const refilled = Math.floor((Date.now() - started) / (60_000 / API_LIMIT));
    const passed = statuses.filter((s) => s === 200).length;
    expect(passed).toBeLessThanOrEqual(API_LIMIT + 1 + refilled);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(9 - refilled);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });
});
