import type { FastifyInstance } from 'fastify';
import { basic, bearer, CLIENT, testUpstream } from '../test-utils/app.js';

const url = '/rest/tokenservice/token?grant_type=client_credentials';

describe('token service', () => {
  it('issues a bearer token for the configured client credentials', async () => {
    const app = await testUpstream({ TOKEN_TTL_S: '120' });
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: basic(CLIENT.id, CLIENT.secret) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      status: true,
      response: { token_type: 'Bearer', expires_in: 120 },
    });
    expect(body.response.access_token).toEqual(expect.any(String));
    await app.close();
  });

  it.each([
    ['wrong secret', basic(CLIENT.id, 'nope')],
    ['wrong id', basic('other', CLIENT.secret)],
    ['no credentials', undefined],
    ['not basic', 'Bearer abc'],
    ['garbage', 'Basic %%%'],
  ])('answers 401 with status false for %s', async (_name, authorization) => {
    const app = await testUpstream();
    const headers = authorization ? { authorization } : {};
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false });
    await app.close();
  });

  it('requires grant_type=client_credentials', async () => {
    const app = await testUpstream();
    const res = await app.inject({
      method: 'GET',
      url: '/rest/tokenservice/token?grant_type=password',
      headers: { authorization: basic(CLIENT.id, CLIENT.secret) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: false,
      message: expect.stringMatching(/grant_type/),
    });
    await app.close();
  });
});

describe('bearer tokens on the services', () => {
  const body = { lang: 'es', payload: { term: '', type: 'page.glosario' } };
  /** A content request to `app` with this Authorization header (none when undefined). */
  const content = (app: FastifyInstance, authorization?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contentservice/v1',
      ...(authorization === undefined ? {} : { headers: { authorization } }),
      payload: body,
    });

  it('accepts a fresh token and refuses none, a forged or an expired one with 401', async () => {
    // Expiry is in whole seconds: a token issued late in a second lives at least TTL - 1 s.
    const app = await testUpstream({ TOKEN_TTL_S: '2' });
    const auth = await bearer(app);
    const ok = await content(app, auth);
    expect(ok.statusCode).toBe(200);

    const none = await content(app);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      status: false,
      messages: [expect.stringMatching(/token/)],
    });

    const [expiry, nonce, signature] = auth.slice(7).split('.');
    const forged = `Bearer ${Number(expiry) + 1000}.${nonce}.${signature}`;
    const bad = await content(app, forged);
    expect(bad.statusCode).toBe(401);

    await new Promise((r) => setTimeout(r, 3100));
    const expired = await content(app, auth);
    expect(expired.statusCode).toBe(401);
    await app.close();
  });

  it('refuses a token of another upstream instance (another signing key)', async () => {
    const a = await testUpstream();
    const b = await testUpstream();
    const res = await content(b, await bearer(a));
    expect(res.statusCode).toBe(401);
    await Promise.all([a.close(), b.close()]);
  });
});
