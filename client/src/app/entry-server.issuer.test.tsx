/**
 * @jest-environment node
 */
import { documentHit, hits, instrumentHit } from '#shared/test-utils/search-hits.js';
import type { Transport } from '../api/transport.js';
import { answeringTransport, asPage, renderUrl } from '../test/server-render.js';

const series = instrumentHit({
  razon_social: 'AMÉRICA MÓVIL, S.A.B. DE C.V.',
  id_empresa: 1000,
  id_emision: 1,
});
const filing = documentHit({
  tag_es: 'Reporte anual',
  tag_en: 'Annual report',
  descripccion_documento: 'Reporte anual 2025',
  fecha_recepcion: '2026-03-01 09:30:00',
  documento_html: { url_documento: '/docs/emisoras/AMX/2026/1.pdf', formato: 'pdf' },
  documento_binario: null,
});

/** A search service that knows AMX only; `fail` makes every call a 503, `odd` a wrong shape. */
const transport = (fail = false, odd = false) =>
  answeringTransport((_service, body) => {
    if (fail) return { status: 503, body: { error: 'upstream_unavailable', message: 'down' } };
    if (odd) return { status: 200, body: { response: { unexpected: true }, mensaje: 'OK' } };
    const { payload } = body as { payload: { termT: string; searchType: string } };
    const known = payload.termT === 'AMX';
    const response =
      payload.searchType === 'busquedaInstrumentos'
        ? {
            busquedaInstrumentos: {
              instrumentos: {
                g: {
                  emisoras: hits(known ? [series] : []),
                },
                hits: [],
              },
            },
          }
        : {
            instrumentosEmisoras: {
              instrumentos: {
                g: { documentos: hits(known ? [filing] : [], 1) },
              },
            },
          };
    return { status: 200, body: { response, mensaje: 'OK' } };
  });

const page = async (url: string, t: Transport = transport()) => asPage(await renderUrl(url, t));

describe('server rendering of issuer pages (decision 117)', () => {
  it.each([
    ['es', '/es/bmv/emisoras/AMX', '/en/bmv/issuers/AMX', 'Documentos más recientes'],
    ['en', '/en/bmv/issuers/AMX', '/es/bmv/emisoras/AMX', 'Newest filings'],
  ] as const)(
    'renders the %s page: name, series, newest filings, feed link, other language',
    async (_lang, url, other, filingsHeading) => {
      const t = transport();
      const r = await page(url, t);
      expect(r.status).toBe(200);
      expect(r.sharedSearch).toBe(true);
      expect(r.search).toBe(false);
      expect(t.calls).toHaveLength(2);
      expect(r.html).toMatch(/<h1[^>]*>AMÉRICA MÓVIL, S\.A\.B\. DE C\.V\./);
      expect(r.html).toContain(filingsHeading);
      expect(r.html).toContain('Reporte anual 2025');
      expect(r.html).toContain('2026-03-01 09:30');
      expect(r.html).toContain(`href="${url}/feed.atom"`);
      expect(r.head).toContain(`<link rel="alternate" type="application/atom+xml" title="`);
      expect(r.head).toContain(`href="${url}/feed.atom">`);
      expect(r.head).toContain(`hreflang="${other.slice(1, 3)}" href="http://site.test${other}"`);
    },
  );

  it.each(['/es/bmv/emisoras/amx', '/es/bmv/emisoras/A%20B', '/en/bmv/issuers/%E0%A4%A'])(
    'a malformed key (%s) is the 404 page, without asking the search service',
    async (url) => {
      const t = transport();
      const r = await page(url, t);
      expect(r.status).toBe(404);
      expect(t.calls).toHaveLength(0);
    },
  );

  it('a key the service does not know is the 404 page', async () => {
    const r = await page('/es/bmv/emisoras/ZZZZ');
    expect(r.status).toBe(404);
    expect(r.head).not.toContain('application/atom+xml');
  });

  it('an answer of the wrong shape is an error page (no cache keeps it as the issuer’s)', async () => {
    const r = await page('/es/bmv/emisoras/AMX', transport(false, true));
    expect(r.status).toBe(502);
    expect(r.sharedSearch).toBe(true);
  });

  it('a failing search service is the error state with a way to try again', async () => {
    const r = await page('/en/bmv/issuers/AMX', transport(true));
    expect(r.status).toBe(200);
    expect(r.html).toContain('role="alert"');
    expect(r.html).toContain('Try again');
    expect(r.html).toContain('href="/en/bmv/issuers/AMX"');
  });
});
