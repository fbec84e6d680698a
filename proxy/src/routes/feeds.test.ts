import { JSDOM } from 'jsdom';
import { FEED_MAX_ENTRIES } from '#shared/constants.js';
import { searchFeedFilters } from './feeds.js';
import { proxyOnFakeUpstream } from '../test-utils/proxy-harness.js';

// No kept feeds: each request reaches the fake, whose answer each test sets.
const started = proxyOnFakeUpstream({ PAGE_CACHE_TTL_S: '0' }, 'file');

const ATOM = 'http://www.w3.org/2005/Atom';

const doc = (i: number, description = `Reporte trimestral ${String(i)}`) => ({
  _source: {
    cve_empresa: 'PE&OLES',
    tag_es: 'Información financiera',
    tag_en: 'Financial information',
    descripccion_documento: description,
    fecha_recepcion: `2026-01-${String((i % 28) + 1).padStart(2, '0')} 10:15:00`,
    documento_html: { url_documento: `/docs/emisoras/PEOLES/${String(i)}.pdf`, formato: 'pdf' },
    documento_binario: null,
  },
});

/** One answer both readers take: the issuer's series and its documents. */
function answer(docs: unknown[], series = 1) {
  const emisoras = Array.from({ length: series }, (_, i) => ({
    _source: { cve_emisora: 'PE&OLES', serie: String(i), razon_social: 'INDUSTRIAS PEÑOLES' },
  }));
  return {
    mensaje: 'OK',
    response: {
      busquedaInstrumentos: {
        instrumentos: { g: { emisoras: { total: { value: series }, hits: emisoras } } },
      },
      instrumentosEmisoras: {
        instrumentos: { g: { documentos: { total: { value: docs.length }, hits: docs } } },
      },
    },
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  started.proxy.inject({ method: 'GET', url, headers: { host: 'bolsa.test', ...headers } });

function parse(xml: string): Document {
  const parsed = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
  return parsed;
}

const children = (parent: Element, name: string) =>
  Array.from(parent.children).filter((c) => c.namespaceURI === ATOM && c.localName === name);
const textOf = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? null;

describe('GET /{lang}/{site}/emisoras/{key}/feed.atom (decision 117)', () => {
  it.each([
    ['es', '/es/bmv/emisoras/PE%26OLES', 'Documentos de INDUSTRIAS PEÑOLES (PE&OLES)'],
    ['en', '/en/bmv/issuers/PE%26OLES', 'Filings of INDUSTRIAS PEÑOLES (PE&OLES)'],
  ])('is a valid Atom 1.0 feed of the issuer’s filings in %s', async (_lang, page, title) => {
    started.fake.service = {
      kind: 'ok',
      body: answer([doc(1, 'Informe <b>anual</b> & más'), doc(2)]),
    };
    const res = await get(`${page}/feed.atom`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const feed = parse(res.body).documentElement;
    expect(feed.namespaceURI).toBe(ATOM);
    expect(textOf(feed, 'id')).toBe(`http://bolsa.test${page}/feed.atom`);
    expect(textOf(feed, 'title')).toContain(title);
    expect(textOf(feed, 'updated')).toBe('2026-01-03T10:15:00-06:00');
    expect(textOf(children(feed, 'author')[0] as Element, 'name')).toBeTruthy();
    const alternate = children(feed, 'link').find((l) => l.getAttribute('rel') === 'alternate');
    expect(alternate?.getAttribute('href')).toBe(`http://bolsa.test${page}`);
    const entries = children(feed, 'entry');
    expect(entries).toHaveLength(2);
    const first = entries[0] as Element;
    expect(textOf(first, 'id')).toBe('http://bolsa.test/docs/emisoras/PEOLES/1.pdf');
    expect(children(first, 'link')[0]?.getAttribute('href')).toBe(textOf(first, 'id'));
    expect(textOf(first, 'updated')).toBe('2026-01-02T10:15:00-06:00');
    expect(textOf(first, 'title')).toContain('Informe <b>anual</b> & más');
  });

  it('answers 304 to a client that holds the feed', async () => {
    started.fake.service = { kind: 'ok', body: answer([doc(1)]) };
    const first = await get('/es/bmv/emisoras/PE%26OLES/feed.atom');
    const again = await get('/es/bmv/emisoras/PE%26OLES/feed.atom', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it(`keeps at most ${String(FEED_MAX_ENTRIES)} entries whatever the service sends`, async () => {
    started.fake.service = {
      kind: 'ok',
      body: answer(Array.from({ length: 80 }, (_, i) => doc(i))),
    };
    const res = await get('/es/bmv/emisoras/PE%26OLES/feed.atom');
    expect(children(parse(res.body).documentElement, 'entry')).toHaveLength(FEED_MAX_ENTRIES);
  });

  it.each(['amx', 'A%20B', 'AMX%00', '%E0%A4%A', 'A'.repeat(40), '-X'])(
    'a malformed key (%s) is a 404 without a call to the search service',
    async (key) => {
      const before = started.fake.serviceRequests;
      const res = await get(`/es/bmv/emisoras/${key}/feed.atom`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(started.fake.serviceRequests).toBe(before);
    },
  );

  it('a key the service does not know is a 404 in the JSON error shape', async () => {
    started.fake.service = { kind: 'ok', body: answer([], 0) };
    const res = await get('/es/bmv/emisoras/ZZZZ/feed.atom');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'not found' });
  });

  it('a failing search service is the proxy’s error, kept by nobody', async () => {
    started.fake.service = { kind: 'status', status: 500 };
    const res = await get('/en/bmv/issuers/AMX/feed.atom');
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ error: expect.stringMatching(/^upstream_/) as unknown });
  });
});

describe('GET /{lang}/{site}/busqueda/{term}/feed.atom (decision 117)', () => {
  it('is a valid Atom feed of the document search', async () => {
    started.fake.service = { kind: 'ok', body: answer([doc(3)]) };
    const res = await get('/es/bmv/busqueda/informe_anual/feed.atom');
    expect(res.statusCode).toBe(200);
    const feed = parse(res.body).documentElement;
    expect(textOf(feed, 'title')).toContain('«informe anual»');
    expect(children(feed, 'entry')).toHaveLength(1);
  });

  it("asks for the documents tab's filters of its query, in the language's names (decision 118)", () => {
    const es = new URLSearchParams('desde=2026-01-01&hasta=2026-01-31&tipo=anual');
    expect(searchFeedFilters(es, 'es')).toEqual({
      '_source.fecha_recepcion': {
        filterType: 'date',
        operator: 'AND',
        conditions: [
          expect.objectContaining({ type: 'greaterThanOrEqual', dateFrom: '2026-01-01 00:00:00' }),
          expect.objectContaining({ type: 'lessThanOrEqual', dateFrom: '2026-01-31 00:00:00' }),
        ],
      },
      '_source.tag_es': { filterType: 'text', type: 'equals', filter: 'Reporte anual' },
    });
    expect(searchFeedFilters(new URLSearchParams('type=anual'), 'en')).toEqual({
      '_source.tag_en': { filterType: 'text', type: 'equals', filter: 'Annual report' },
    });
    // Bad values are left out, as the tab leaves them out; another language's names are not read.
    expect(searchFeedFilters(new URLSearchParams('desde=2026-13-01&tipo=nada'), 'es')).toEqual({});
    expect(searchFeedFilters(new URLSearchParams('from=2026-01-01'), 'es')).toEqual({});
  });

  it('a term over the search limit is a 404 without a call', async () => {
    const before = started.fake.serviceRequests;
    const res = await get(`/en/bmv/search/${'a'.repeat(201)}/feed.atom`);
    expect(res.statusCode).toBe(404);
    expect(started.fake.serviceRequests).toBe(before);
  });
});
