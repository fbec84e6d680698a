import { JSDOM } from 'jsdom';
import { matchRoute } from '#shared/routes.js';
import { proxyOnFakeUpstream } from '../test-utils/proxy-harness.js';

const started = proxyOnFakeUpstream({}, 'file');

const NS = 'http://a9.com/-/spec/opensearch/1.1/';

/** The description document as an XML DOM (a parse error is a `parsererror` document). */
function parse(xml: string): Document {
  const { DOMParser } = new JSDOM('').window;
  return new DOMParser().parseFromString(xml, 'application/xml');
}

const text = (doc: Document, name: string) =>
  doc.getElementsByTagNameNS(NS, name)[0]?.textContent ?? null;

describe('GET /{lang}/opensearch.xml (decision 115)', () => {
  it.each([
    ['es', '/es/bmv/busqueda', 'Busca en el glosario'],
    ['en', '/en/bmv/search', 'Search the glossary'],
  ] as const)(
    'describes the %s results page as a search engine of the site',
    async (lang, results, description) => {
      const res = await started.proxy.inject({
        method: 'GET',
        url: `/${lang}/opensearch.xml`,
        headers: { host: 'bolsa.test' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/opensearchdescription+xml; charset=utf-8',
      );
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      const doc = parse(res.body);
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(doc.documentElement.localName).toBe('OpenSearchDescription');
      expect(text(doc, 'ShortName')).toBe('BMV');
      expect(text(doc, 'Description')).toContain(description);
      expect(text(doc, 'InputEncoding')).toBe('UTF-8');
      expect(text(doc, 'Image')).toBe('http://bolsa.test/favicon.svg');
      const html = [...doc.getElementsByTagNameNS(NS, 'Url')].find(
        (u) => u.getAttribute('type') === 'text/html',
      );
      const template = html?.getAttribute('template') ?? '';
      // The template filled as a browser fills it: the words percent-encoded in the query.
      const url = new URL(template.replace('{searchTerms}', encodeURIComponent('tasa & bono')));
      expect(url.origin).toBe('http://bolsa.test');
      expect(url.pathname).toBe(results);
      expect(matchRoute(url.pathname, 'bmv')).toEqual({ id: 'search', lang, params: {} });
      expect(url.searchParams.get('q')).toBe('tasa & bono');
    },
  );

  it('serves the favicon it names', async () => {
    const res = await started.proxy.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('refuses a malformed Host header with the JSON error shape', async () => {
    const res = await started.proxy.inject({
      method: 'GET',
      url: '/es/opensearch.xml',
      headers: { host: 'evil.test/<x>' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'the Host header is malformed' });
  });
});
