import type { FastifyInstance } from 'fastify';
import { buildProxy } from '../app.js';
import { testProxyConfig } from '../test-utils/config.js';
import { startRecordingOrigin, type RecordingOrigin } from '../test-utils/recording-origin.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A media origin under `/media`: one image (with headers of its own), a failure, a cut connection. */
let origin: RecordingOrigin;
let app: FastifyInstance;
beforeAll(async () => {
  origin = await startRecordingOrigin((req, res) => {
    if (req.url === '/media/acciones.svg')
      res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'upstream=1' }).end(SVG);
    else if (req.url === '/media/broken.svg')
      res.writeHead(500).end('{"trace":"at media.internal"}');
    else if (req.url === '/media/cut.svg') req.socket.destroy();
    else res.writeHead(404).end('{"status":false}');
  });
  app = await buildProxy({
    config: testProxyConfig({
      CLIENT_DIST_DIR: '/nonexistent',
      MEDIA_URL: `${origin.url}/media`,
    }),
  });
});
afterAll(async () => {
  await app.close();
  await origin.close();
});

const get = (url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: 'bolsa_lang=en' } });

describe('content images', () => {
  it("sends an image as SVG with the site's headers, none of the origin's", async () => {
    origin.asked.length = 0;
    const res = await get('/media/acciones.svg?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SVG);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(origin.asked.map((a) => [a.url, a.headers.cookie])).toEqual([
      ['/media/acciones.svg', undefined],
    ]);
  });

  it('answers a name off the pattern with 404 without asking the origin', async () => {
    origin.asked.length = 0;
    for (const url of ['/media/x.png', '/media/..%2Fsecret.svg', '/media/-a.svg']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect(origin.asked).toHaveLength(0);
  });

  it('answers an image the origin does not have with 404, and its failures with 502', async () => {
    const missing = await get('/media/none.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'not found' });
    for (const url of ['/media/broken.svg', '/media/cut.svg']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 502]);
      expect(res.json()).toMatchObject({ error: 'upstream_unavailable' });
    }
  });
});
