/** Compressed answers: on the fly, once for shared answers, and precompressed assets. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { proxyHarness, searchBody, siteToken } from '../test-utils/proxy-harness.js';

const { fake, proxy } = proxyHarness();

describe('compression', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  beforeAll(() => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("bolsa");\n'.repeat(200));
    writeFileSync(path.join(dir, 'assets', 'app.css'), 'main { color: red; }\n'.repeat(200));
    writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, 'assets', 'logo.svg'), `<svg>${' '.repeat(4096)}</svg>`);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('compresses text answers over 1 KB (HTML, JSON, CSS, JS), not small ones, not images', async () => {
    fake().service = { kind: 'ok', body: { response: { items: 'x'.repeat(4000) }, mensaje: 'OK' } };
    const app = await proxy({ CLIENT_DIST_DIR: dir });
    const token = await siteToken(app);
    const gzip = { 'accept-encoding': 'gzip' };

    const json = await app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { ...gzip, authorization: `Bearer ${token}` },
      payload: searchBody,
    });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.rawPayload).toString('utf8'))).toMatchObject({
      mensaje: 'OK',
    });

    const page = await app.inject({
      method: 'GET',
      url: '/es/bmv/glosario',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('glosario bursátil');
    // The stream's first bits give its window (RFC 7932 section 9.1): '1' then n = 1 means
    // 17 + n = 18 bits, a 256 KiB window instead of brotli's default 4 MiB (22 bits).
    expect((page.rawPayload[0] ?? 0) & 0x0f).toBe(0b0011);

    for (const asset of ['app.js', 'app.css']) {
      const res = await app.inject({ method: 'GET', url: `/assets/${asset}`, headers: gzip });
      expect([asset, res.headers['content-encoding']]).toEqual([asset, 'gzip']);
      expect(gunzipSync(res.rawPayload).length).toBeGreaterThan(1024);
    }
    for (const image of ['logo.png', 'logo.svg']) {
      const res = await app.inject({ method: 'GET', url: `/assets/${image}`, headers: gzip });
      expect([image, res.statusCode, res.headers['content-encoding']]).toEqual([
        image,
        200,
        undefined,
      ]);
    }
    // Under the 1 KB threshold: sent as is.
    const small = await app.inject({ method: 'GET', url: '/healthz', headers: gzip });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
    // Without Accept-Encoding: never compressed.
    const plain = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('content answers compressed once', () => {
  it('sends a cached content answer compressed at the shared levels, the same bytes each time', async () => {
    const answer = {
      status: true,
      messages: [],
      response: { data: { items: 'glosario bursátil '.repeat(400) } },
    };
    fake().service = { kind: 'ok', body: answer };
    const app = await proxy();
    const token = await siteToken(app);
    const content = (encoding?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/content',
        headers: {
          authorization: `Bearer ${token}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
        payload: { lang: 'es', payload: { term: '', type: 'page.glosario' } },
      });
    const [br1, br2] = [await content('gzip, deflate, br'), await content('br')];
    for (const res of [br1, br2]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(answer);
    }
    expect(br1.rawPayload.equals(br2.rawPayload)).toBe(true);
    const gz = await content('gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    // gzip's XFL byte 2: level 9, the level of answers compressed once (on the fly: 6, XFL 0).
    expect(gz.rawPayload[8]).toBe(2);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(answer);
    const plain = await content();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(answer);
    // One upstream call: the rest came from the micro-cache.
    expect(fake().serviceRequests).toBe(1);
  });
});

describe('precompressed assets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  const assets = path.join(dir, 'assets');
  const source = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i * 7};`).join('\n');
  beforeAll(() => {
    mkdirSync(assets);
    writeFileSync(path.join(assets, 'bundle.js'), source);
    writeFileSync(path.join(assets, 'site.css'), 'main { color: red; }\n'.repeat(200));
    writeFileSync(path.join(assets, 'logo.svg'), `<svg>${' '.repeat(4096)}</svg>`);
    execFileSync(process.execPath, ['scripts/precompress.mjs', assets]);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('the build writes brotli (quality 11) and gzip (level 9) copies of scripts and stylesheets only', () => {
    for (const name of ['bundle.js', 'site.css']) {
      const original = readFileSync(path.join(assets, name));
      const br = readFileSync(path.join(assets, `${name}.br`));
      const gz = readFileSync(path.join(assets, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      // gzip's XFL byte (RFC 1952): 2 = the slowest, best compression.
      expect([name, gz[8]]).toEqual([name, 2]);
      expect(br.length).toBeLessThan(gz.length);
    }
    expect(() => readFileSync(path.join(assets, 'logo.svg.br'))).toThrow();
  });

  it('are sent as written, by the accepted encoding, immutable and varying on Accept-Encoding', async () => {
    const app = await proxy({ CLIENT_DIST_DIR: dir });
    for (const [accept, encoding, suffix] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/bundle.js',
        headers: { 'accept-encoding': accept },
      });
      expect([accept, res.statusCode, res.headers['content-encoding']]).toEqual([
        accept,
        200,
        encoding,
      ]);
      expect(res.rawPayload.equals(readFileSync(path.join(assets, `bundle.js${suffix}`)))).toBe(
        true,
      );
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    const plain = await app.inject({ method: 'GET', url: '/assets/bundle.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });
});
