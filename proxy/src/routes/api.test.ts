import type { FastifyInstance } from 'fastify';
import { buildProxy } from '../app.js';
import { testProxyConfig } from '../test-utils/config.js';
import { fakeEnv } from '../test-utils/fake-upstream.js';
import { proxyOnFakeUpstream } from '../test-utils/proxy-harness.js';

const searchBody = {
  lang: 'es',
  payload: { term: 'amx', term2: '', termT: 'amx', searchType: 'busquedaPanel' },
};

async function siteToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { accept: 'application/json' },
  });
  return `Bearer ${res.json<{ response: { access_token: string } }>().response.access_token}`;
}

const search = async (app: FastifyInstance, body: unknown = searchBody, auth?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/search',
    headers: { authorization: auth ?? (await siteToken(app)) },
    payload: body as object,
  });

const started = proxyOnFakeUpstream({ UPSTREAM_TIMEOUT_MS: '1000' }, 'test');

describe('POST /api/token', () => {
  it('issues a site token in the token service shape, never cached', async () => {
    const res = await started.proxy.inject({ method: 'POST', url: '/api/token' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: true,
      response: { token_type: 'Bearer', expires_in: 3600 },
    });
    expect(started.fake.tokenRequests).toBe(0);
  });

  it('sets the token cookie with the token it answers (7 days, Path /, SameSite Lax)', async () => {
    const res = await started.proxy.inject({ method: 'POST', url: '/api/token' });
    const token = res.json<{ response: { access_token: string } }>().response.access_token;
    const cookie = res.cookies.find((c) => c.name === 'bolsa_token');
    expect(cookie).toMatchObject({ value: token, path: '/', maxAge: 604800, sameSite: 'Lax' });
    expect(cookie?.secure).toBeUndefined();
    const https = await started.proxy.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'x-forwarded-proto': 'https' },
    });
    // Only behind a trusted balancer does the forwarded protocol count (TRUST_PROXY off here).
    expect(https.cookies.find((c) => c.name === 'bolsa_token')?.secure).toBeUndefined();
  });
});

describe('forwarding', () => {
  it('sends a good answer as the upstream wrote it, search and content (also from the cache)', async () => {
    const text = '{ "status" : true, "response" : {"data": {"a": [1,  2]}},\n "mensaje": "OK" }';
    started.fake.service = { kind: 'text', text };
    const res = await search(started.proxy);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(text);
    const content = async () =>
      started.proxy.inject({
        method: 'POST',
        url: '/api/content',
        headers: { authorization: await siteToken(started.proxy) },
        payload: { lang: 'es', payload: { term: '', type: 'page.glosario' } },
      });
    expect((await content()).body).toBe(text);
    const requests = started.fake.serviceRequests;
    const again = await content();
    expect(started.fake.serviceRequests).toBe(requests);
    expect(again.body).toBe(text);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('forwards a valid call with the upstream token and returns the answer', async () => {
    started.fake.service = { kind: 'ok', body: { response: { busquedaPanel: {} }, mensaje: 'OK' } };
    const res = await search(started.proxy);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response: { busquedaPanel: {} }, mensaje: 'OK' });
    expect(started.fake.seenAuth).toEqual(['Bearer tok-1']);
  });

  it('reuses the cached upstream token', async () => {
    await search(started.proxy);
    await search(started.proxy);
    expect(started.fake.tokenRequests).toBe(1);
    expect(started.fake.serviceRequests).toBe(2);
  });

  it('never reveals the upstream token or the credentials to the browser', async () => {
    const res = await search(started.proxy);
    const token = await started.proxy.inject({ method: 'POST', url: '/api/token' });
    for (const r of [res, token]) {
      const all = JSON.stringify(r.headers) + r.body;
      expect(all).not.toContain('tok-1');
      expect(all).not.toContain('proxy-test-secret');
    }
  });
});

describe('site tokens', () => {
  it.each([
    ['missing', ''],
    ['forged', 'Bearer 9999999999.abc.def'],
    ['not bearer', 'Basic abc'],
  ])('answers 401 JSON for a %s site token and forwards nothing', async (_name, auth) => {
    const res = await started.proxy.inject({
      method: 'POST',
      url: '/api/search',
      headers: auth ? { authorization: auth } : {},
      payload: searchBody,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'unauthorized',
      message: 'missing, expired or invalid site token',
    });
    expect(started.fake.serviceRequests).toBe(0);
  });

  it('refuses an expired site token', async () => {
    const app = await buildProxy({
      config: testProxyConfig(fakeEnv(started.fake.url, { SITE_TOKEN_TTL_S: '60' })),
    });
    const auth = await siteToken(app);
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
    });
    jest.setSystemTime(Date.now() + 61_000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { authorization: auth },
      payload: searchBody,
    });
    jest.useRealTimers();
    expect(res.statusCode).toBe(401);
    await app.close();
  });
});

describe('bad bodies', () => {
  it.each([
    [
      'an unknown searchType',
      { ...searchBody, payload: { ...searchBody.payload, searchType: 'x' } },
    ],
    ['a wrong lang', { ...searchBody, lang: 'fr' }],
    [
      'an over-long term',
      { ...searchBody, payload: { ...searchBody.payload, termT: 'x'.repeat(201) } },
    ],
    ['an unknown field', { ...searchBody, extra: 1 }],
    ['an over-long requestJson', { ...searchBody, requestJson: 'x'.repeat(8193) }],
  ])('answers 400 with a message for %s, forwarding nothing', async (_name, body) => {
    const res = await search(started.proxy, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'bad_request',
      message: expect.stringMatching(/invalid request/),
    });
    expect(started.fake.serviceRequests).toBe(0);
  });

  it('answers 413 for a body over 16 KB and 400 for malformed JSON', async () => {
    const auth = await siteToken(started.proxy);
    const big = await started.proxy.inject({
      method: 'POST',
      url: '/api/search',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...searchBody, pad: 'x'.repeat(17_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'too_large' });
    const bad = await started.proxy.inject({
      method: 'POST',
      url: '/api/search',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"lang":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'bad_request', message: 'the body is not valid JSON' });
  });
});

describe('path tricks are never forwarded', () => {
  it.each([
    '/api/search/../x',
    '/api/searchx',
    '//api/search',
    '/api/%2e%2e/search',
    '/api/search/',
    '/api/Search',
    '/api/search%00',
    '/api/contentservice/v1',
  ])('%s gives 404', async (url) => {
    const auth = await siteToken(started.proxy);
    const res = await started.proxy.inject({
      method: 'POST',
      url,
      headers: { authorization: auth },
      payload: searchBody,
    });
    expect(res.statusCode).toBe(404);
    expect(started.fake.serviceRequests).toBe(0);
  });
});

describe('order of checks', () => {
  it('answers 401 before looking at the body', async () => {
    const res = await started.proxy.inject({
      method: 'POST',
      url: '/api/search',
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
  });
});
