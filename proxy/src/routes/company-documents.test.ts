import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Renderer } from '#shared/types/ssr.js';
import { buildProxy } from '../app.js';
import { testProxyConfig } from '../test-utils/config.js';
import { startRecordingOrigin, type RecordingOrigin } from '../test-utils/recording-origin.js';

const TEMPLATE = `<!doctype html><html lang="<!--app-lang-->"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

/** Renders the path it was asked for, with the client's 404 for the not-found page. */
const renderer: Renderer = async (request) => {
  const path = new URL(request.url).pathname;
  const missing = /^\/(es|en)\/%25$/.test(path);
  return {
    kind: 'page',
    status: missing ? 404 : 200,
    lang: path.startsWith('/en') ? 'en' : 'es',
    head: '<title>T</title>',
    html: `<main>${missing ? 'not found' : 'page'} ${path}</main>`,
    state: '',
    search: false,
    modules: [],
  };
};

/** A large document's size: many socket reads, far more than one chunk. */
const LARGE_BYTES = 4 * 1024 * 1024;
/** Ends the large document the origin is sending: the test calls it once the first bytes arrived. */
let finishLarge: () => void = () => undefined;
/**
 * A documents origin: one PDF (sent with headers of its own), one JSON, an XBRL, a spreadsheet, a
 * failure, a cut connection, one that never answers, a large PDF sent in two halves, nothing else.
 */
let origin: RecordingOrigin;
let app: FastifyInstance;
beforeAll(async () => {
  origin = await startRecordingOrigin((req, res) => {
    if (req.url === '/AMX/2020/1.pdf')
      res
        .writeHead(200, {
          'content-type': 'text/html',
          'set-cookie': 'upstream=1',
          'x-upstream-host': 'documents.internal',
          'content-length': '10',
        })
        .end('%PDF-1.3 x');
    else if (req.url === '/AMX/2020/2.json') res.writeHead(200).end('{"a":1}');
    else if (req.url === '/AMX/2020/3.xbrl') res.writeHead(200).end('<?xml version="1.0"?><x/>');
    else if (req.url === '/AMX/2020/8.xls') res.writeHead(200).end('<?xml version="1.0"?><x/>');
    else if (req.url === '/AMX/2020/4.pdf') res.writeHead(500).end('{"status":false}');
    else if (req.url === '/AMX/2020/5.pdf') req.socket.destroy();
    else if (req.url === '/AMX/2020/6.pdf') return;
    else if (req.url === '/AMX/2020/7.pdf') {
      res.writeHead(200).write(Buffer.alloc(LARGE_BYTES / 2, '%'));
      finishLarge = () => res.end(Buffer.alloc(LARGE_BYTES / 2, '%'));
    } else res.writeHead(404).end('{"status":false}');
  });
  app = await buildProxy({
    config: testProxyConfig({
      CLIENT_DIST_DIR: '/nonexistent',
      DOCUMENTS_URL: origin.url,
      UPSTREAM_TIMEOUT_MS: '2000',
    }),
    ssr: { renderer, template: TEMPLATE },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await origin.close();
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A GET over a socket, its path sent as written (`inject` would resolve dot segments first). */
const getOverSocket = (path: string) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const { port } = app.server.address() as AddressInfo;
    httpGet({ host: '127.0.0.1', port, path }, resolve).on('error', reject);
  });

describe('company documents', () => {
  it('sends a document as its file, sandboxed; JSON as an attachment, never shown in a tab', async () => {
    const pdf = await get('/docs/emisoras/AMX/2020/1.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="1.pdf"');
    expect(pdf.headers['content-security-policy']).toContain('sandbox');
    expect(pdf.body).toBe('%PDF-1.3 x');
    // The upstream's length, so that a download shows its progress.
    expect(pdf.headers['content-length']).toBe('10');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const json = await get('/docs/emisoras/AMX/2020/2.json');
    expect(json.headers['content-disposition']).toBe('attachment; filename="2.json"');
  });

  it("answers HEAD with the file's headers and no body, asking the service for no body either", async () => {
    const head = await app.inject({ method: 'HEAD', url: '/docs/emisoras/AMX/2020/1.pdf' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers['content-disposition']).toBe('inline; filename="1.pdf"');
    expect(head.headers['content-length']).toBe('10');
    expect(head.body).toBe('');
    expect(origin.asked.at(-1)).toMatchObject({ method: 'HEAD', url: '/AMX/2020/1.pdf' });
  });

  it("answers an unknown document or path with the site's 404 page in the visitor's language", async () => {
    for (const url of [
      '/docs/emisoras/AMX/2020/9.pdf',
      '/docs/emisoras/AMX/2020/1.exe',
      '/docs/emisoras/AMX/x.pdf',
    ]) {
      const res = await get(url, 'bolsa_lang=en');
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('not found /en/%25');
    }
  });

  it('sends a spreadsheet and an XBRL file with their types, as attachments', async () => {
    const xls = await get('/docs/emisoras/AMX/2020/8.xls');
    expect([xls.statusCode, xls.headers['content-type']]).toEqual([
      200,
      'application/vnd.ms-excel',
    ]);
    expect(xls.headers['content-disposition']).toBe('attachment; filename="8.xls"');
    const xbrl = await get('/docs/emisoras/AMX/2020/3.xbrl');
    expect([xbrl.statusCode, xbrl.headers['content-type']]).toEqual([
      200,
      'application/xml; charset=utf-8',
    ]);
    expect(xbrl.headers['content-disposition']).toBe('attachment; filename="3.xbrl"');
  });

  it('answers a failure of the documents service with an HTML page, not its JSON', async () => {
    const res = await get('/docs/emisoras/AMX/2020/4.pdf');
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toContain('status');
  });

  it("passes on none of the documents service's headers and none of the visitor's", async () => {
    origin.asked.length = 0;
    const pdf = await get('/docs/emisoras/AMX/2020/1.pdf?x=1', 'bolsa_lang=en; secret=1');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['set-cookie']).toBeUndefined();
    expect(pdf.headers['x-upstream-host']).toBeUndefined();
    expect(origin.asked).toHaveLength(1);
    expect(origin.asked[0]?.url).toBe('/AMX/2020/1.pdf');
    expect(origin.asked[0]?.headers.cookie).toBeUndefined();
  });

  it('answers a cut connection or a service that never answers with the HTML page', async () => {
    for (const url of ['/docs/emisoras/AMX/2020/5.pdf', '/docs/emisoras/AMX/2020/6.pdf']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 502]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('answers a path with a dot segment with the 404 page, never asking the service', async () => {
    origin.asked.length = 0;
    const res = await getOverSocket('/docs/emisoras/%2e%2e/2020/1.pdf');
    expect(res.statusCode).toBe(404);
    res.resume();
    expect(origin.asked).toHaveLength(0);
  });

  it('streams a large document: its first bytes reach the visitor while it is still being sent', async () => {
    const res = await getOverSocket('/docs/emisoras/AMX/2020/7.pdf');
    expect(res.statusCode).toBe(200);
    let received = 0;
    await new Promise<void>((resolve) => {
      res.once('data', (chunk: Buffer) => {
        received += chunk.length;
        resolve();
      });
    });
    // Only now does the origin send the second half: a buffered copy would still be waiting.
    finishLarge();
    for await (const chunk of res) received += (chunk as Buffer).length;
    expect(received).toBe(LARGE_BYTES);
  });
});
