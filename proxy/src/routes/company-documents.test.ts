import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Renderer } from '#shared/types/ssr.js';
import { buildProxy } from '../app.js';
import { loadProxyConfig } from '../config.js';

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
    inlineScripts: [],
    runtimeStyles: false,
    search: false,
    modules: [],
  };
};

/** A documents origin: one PDF, one JSON, an XBRL it does not make, and nothing else. */
let origin: Server;
let app: FastifyInstance;
beforeAll(async () => {
  origin = createServer((req, res) => {
    if (req.url === '/AMX/2020/1.pdf') res.writeHead(200).end('%PDF-1.3 x');
    else if (req.url === '/AMX/2020/2.json') res.writeHead(200).end('{"a":1}');
    else if (req.url === '/AMX/2020/3.xbrl') res.writeHead(501).end('{"status":false}');
    else if (req.url === '/AMX/2020/4.pdf') res.writeHead(500).end('{"status":false}');
    else res.writeHead(404).end('{"status":false}');
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const { port } = origin.address() as AddressInfo;
  app = await buildProxy({
    config: loadProxyConfig({
      CLIENT_DIST_DIR: '/nonexistent',
      DOCUMENTS_URL: `http://127.0.0.1:${String(port)}`,
    }),
    ssr: { renderer, template: TEMPLATE },
  });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => origin.close(resolve));
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('company documents', () => {
  it('sends a document as its file, sandboxed; JSON as an attachment, never shown in a tab', async () => {
    const pdf = await get('/docs/emisoras/AMX/2020/1.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="1.pdf"');
    expect(pdf.headers['content-security-policy']).toContain('sandbox');
    expect(pdf.body).toBe('%PDF-1.3 x');
    const json = await get('/docs/emisoras/AMX/2020/2.json');
    expect(json.headers['content-disposition']).toBe('attachment; filename="2.json"');
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

  it('sends a format the documents service does not make to the group-site page', async () => {
    const res = await get('/docs/emisoras/AMX/2020/3.xbrl');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/es/bmv/sitio-del-grupo?to=/docs/emisoras/AMX/2020/3.xbrl');
  });

  it('answers a failure of the documents service with an HTML page, not its JSON', async () => {
    const res = await get('/docs/emisoras/AMX/2020/4.pdf');
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toContain('status');
  });
});
