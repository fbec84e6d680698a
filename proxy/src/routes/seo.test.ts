import { proxyOnFakeUpstream } from '../test-utils/proxy-harness.js';

const started = proxyOnFakeUpstream({ UPSTREAM_TIMEOUT_MS: '1000' }, 'test');

const glossary = {
  status: true,
  messages: [],
  response: {
    data: {
      page: { displayTitle: 'Glosario', body: { html: '' } },
      pageGlosarioLandings: [
        { title: 'Acción', alternateTitle: 'Share' },
        { title: 'Bono & <cupón>', alternateTitle: 'Bond' },
      ],
    },
  },
};

/** A GET of `url` from the proxy, for the site at `host`. */
const get = (url: string, host = 'bolsa.test') =>
  started.proxy.inject({ method: 'GET', url, headers: { host } });

describe('GET /sitemap.xml', () => {
  it('lists every page and term in both languages with hreflang alternates', async () => {
    started.fake.service = { kind: 'ok', body: glossary };
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://bolsa.test/es',
        'http://bolsa.test/en',
        'http://bolsa.test/es/bmv/glosario',
        'http://bolsa.test/en/bmv/glossary',
        'http://bolsa.test/es/contacto',
        'http://bolsa.test/en/press-room',
        'http://bolsa.test/es/aviso-de-privacidad',
        'http://bolsa.test/en/privacy-notice',
        'http://bolsa.test/es/terminos-de-uso',
        'http://bolsa.test/en/terms-of-use',
        'http://bolsa.test/es/cookies',
        'http://bolsa.test/en/cookies',
        'http://bolsa.test/es/accesibilidad',
        'http://bolsa.test/en/accessibility',
        'http://bolsa.test/es/advertencia-sobre-inversiones',
        'http://bolsa.test/en/investment-disclaimer',
        'http://bolsa.test/es/bmv/glosario/Acci%C3%B3n',
        'http://bolsa.test/en/bmv/glossary/Share',
        'http://bolsa.test/es/bmv/glosario/Bono_%26_%3Ccup%C3%B3n%3E',
      ]),
    );
    // Home, glossary, contact, press room, five legal pages and two terms.
    expect(locs).toHaveLength(2 * (4 + 5 + 2));
    expect(res.body).toContain(
      '<url><loc>http://bolsa.test/es/advertencia-sobre-inversiones</loc><xhtml:link rel="alternate" hreflang="es" href="http://bolsa.test/es/advertencia-sobre-inversiones"/><xhtml:link rel="alternate" hreflang="en" href="http://bolsa.test/en/investment-disclaimer"/></url>',
    );
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://bolsa.test/en/bmv/glossary/Share"/>',
    );
    expect(res.body).not.toMatch(/<cup/);
  });

  it('is 503, never stored, when the glossary cannot be read', async () => {
    started.fake.service = { kind: 'status', status: 500 };
    const res = await started.proxy.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['retry-after']).toBe('60');
  });

  it('refuses a malformed Host header', async () => {
    const res = await get('/sitemap.xml', 'evil.test/<x>');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /robots.txt', () => {
  const robots = async () => (await get('/robots.txt')).body;

  it('allows pages, keeps crawlers off the API and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Sitemap: http://bolsa.test/sitemap.xml',
      ]),
    );
  });

  it('lets crawlers read a term’s results but not the grids’ endless page, sort and filter views', async () => {
    const lines = (await robots()).split('\n');
    for (const search of ['/es/bmv/busqueda', '/en/bmv/search']) {
      expect(lines).not.toContain(`Disallow: ${search}`);
      expect(lines).toEqual(
        expect.arrayContaining(
          ['page', 'sort', 'filter'].map((param) => `Disallow: ${search}/*${param}=`),
        ),
      );
    }
  });
});
