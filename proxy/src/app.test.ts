import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildProxy, rewriteMalformedUrl } from './app.js';
import { testProxyConfig } from './test-utils/config.js';

const build = () => buildProxy({ config: testProxyConfig() });

describe('proxy app', () => {
  it('answers /healthz from the start', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    await app.close();
  });

  it('takes a page URL with malformed percent-encoding to the not-found page of its language', () => {
    expect(rewriteMalformedUrl('/es/bmv/busqueda/ping%FCino')).toBe('/es/%25');
    expect(rewriteMalformedUrl('/en/bmv/glossary/%E0%A4%A?x=1')).toBe('/en/%25');
    expect(rewriteMalformedUrl('/%zz')).toBe('/%25');
    expect(rewriteMalformedUrl('/es/bmv/busqueda/100%25')).toBe('/es/bmv/busqueda/100%25');
    expect(rewriteMalformedUrl('/api/search%')).toBe('/api/search%');
  });

  it('answers a malformed API URL with the JSON 400 and the security headers, never echoing it', async () => {
    const app = await build();
    for (const url of ['/api/search%', '/api/content%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'bad_request',
        message: 'the URL is malformed or too long',
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    await app.close();
  });

  it('serves a favicon so browsers get no 404 on the first visit', async () => {
    const app = await build();
    for (const url of ['/favicon.svg', '/favicon.ico']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toMatch(/^<svg /);
    }
    await app.close();
  });
});

describe('public documents', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  beforeAll(() => {
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'docs', 'search-help.pdf'), '%PDF-1.3 test');
    writeFileSync(path.join(dir, 'secret.txt'), 'not public');
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the built help PDFs under /docs/ and nothing outside that folder', async () => {
    const app = await buildProxy({ config: testProxyConfig({ CLIENT_DIST_DIR: dir }) });
    const pdf = await app.inject({ method: 'GET', url: '/docs/search-help.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    for (const url of ['/docs/../secret.txt', '/docs/%2e%2e/secret.txt', '/docs/missing.pdf']) {
      const res = await app.inject({ method: 'GET', url });
      // Not served as a file: it falls through to the page renderer (here unbuilt: 503).
      expect([url, res.statusCode === 200]).toEqual([url, false]);
      expect(res.body).not.toContain('not public');
    }
    // No directory listing.
    expect([403, 404]).toContain((await app.inject({ method: 'GET', url: '/docs/' })).statusCode);
    await app.close();
  });
});
