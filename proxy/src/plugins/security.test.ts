/** Security headers on every kind of answer, over HTTP and HTTPS. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { proxyHarness, search, searchBody, siteToken } from '../test-utils/proxy-harness.js';

const { proxy, opsOf } = proxyHarness();

describe('security headers', () => {
  const expectBaseHeaders = (headers: Record<string, unknown>, what: string) => {
    expect([what, headers['x-content-type-options']]).toEqual([what, 'nosniff']);
    expect([what, headers['referrer-policy']]).toEqual([what, 'strict-origin-when-cross-origin']);
    expect([what, headers['x-powered-by']]).toEqual([what, undefined]);
  };

  it('sets nosniff and Referrer-Policy on every kind of response, and no HSTS over plain HTTP', async () => {
    const app = await proxy();
    const token = await siteToken(app);
    const responses = {
      health: await app.inject({ method: 'GET', url: '/healthz' }),
      metrics: await (await opsOf(app)).inject({ method: 'GET', url: '/metrics' }),
      api: await search(app, token),
      unauthorized: await app.inject({ method: 'POST', url: '/api/search', payload: searchBody }),
      notFound: await app.inject({ method: 'GET', url: '/api/nothing' }),
      badBody: await app.inject({
        method: 'POST',
        url: '/api/search',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{',
      }),
      favicon: await app.inject({ method: 'GET', url: '/favicon.svg' }),
      page: await app.inject({ method: 'GET', url: '/es/bmv/glosario' }),
    };
    for (const [what, res] of Object.entries(responses)) {
      expectBaseHeaders(res.headers, what);
      expect([what, res.headers['strict-transport-security']]).toEqual([what, undefined]);
    }
    // Only pages forbid framing.
    for (const [what, res] of Object.entries(responses)) {
      expect([what, res.headers['x-frame-options']]).toEqual([
        what,
        what === 'page' ? 'DENY' : undefined,
      ]);
    }
    // The page keeps its own CSP (plugins/ssr.ts).
    expect(responses.page.headers['content-security-policy']).toMatch(
      /script-src 'self'.*frame-ancestors 'none'/,
    );
  });

  describe('over HTTPS', () => {
    let dir: string;
    let server: Server | undefined;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'proxy-tls-'));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
    });
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    afterEach(async () => {
      await new Promise((resolve) => server?.close(resolve));
    });

    it('adds Strict-Transport-Security and marks the token cookie Secure when the request came over HTTPS', async () => {
      const app = await proxy();
      await app.ready();
      server = createServer(
        {
          key: readFileSync(path.join(dir, 'key.pem')),
          cert: readFileSync(path.join(dir, 'cert.pem')),
        },
        (req, res) => {
          app.routing(req, res);
        },
      );
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const agent = new Agent({ connect: { rejectUnauthorized: false } });
      for (const url of ['/healthz', '/es/bmv/glosario', '/api/nothing', '/api/token']) {
        const res = await request(`https://127.0.0.1:${port}${url}`, {
          dispatcher: agent,
          method: url === '/api/token' ? 'POST' : 'GET',
        });
        await res.body.text();
        expect([url, res.headers['strict-transport-security']]).toEqual([
          url,
          'max-age=31536000; includeSubDomains',
        ]);
        expectBaseHeaders(res.headers, url);
        // Pages set no cookie; the token's comes with the token (the language's is the client's).
        const cookies = [res.headers['set-cookie'] ?? []].flat();
        if (url === '/api/token') {
          expect(cookies.map((c) => c.split('=')[0])).toEqual(['bolsa_token']);
          for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);
        } else expect([url, cookies]).toEqual([url, []]);
      }
      await agent.close();
    });
  });
});
