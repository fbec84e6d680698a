/**
 * @jest-environment node
 */
import { TOKEN_COOKIE_MAX_AGE_S, TOKEN_COOKIE_NAME } from '#shared/constants.js';
import type { Transport } from '../api/transport.js';
import { answeringTransport, asPage, renderUrl } from '../test/server-render.js';

/** A content service with the cookies page only; `fail` makes every call a 503. */
const transport = (fail = false) =>
  answeringTransport((_service, body) => {
    if (fail) return { status: 503, body: { error: 'upstream_unavailable', message: 'down' } };
    const { lang, payload } = body as { lang: string; payload: { type: string; term: string } };
    if (payload.type === 'page.legal' && payload.term === 'cookies') {
      const title = lang === 'es' ? 'Cookies del sitio' : 'Site cookies';
      const data = {
        page: {
          displayTitle: title,
          shortDescription: `${title}: the {{tokenCookie}} cookie & more`,
          body: {
            html: '<p>Token {{tokenCookie}}, {{tokenCookieDays}} days.</p><script>alert(1)</script>',
          },
        },
      };
      return { status: 200, body: { status: true, messages: [], response: { data } } };
    }
    return {
      status: 200,
      body: { status: false, messages: ['no such page'], response: { data: null } },
    };
  });

const page = async (url: string, t: Transport = transport()) => asPage(await renderUrl(url, t));

describe('server rendering of the legal pages (decision 115)', () => {
  it.each([
    ['es', '/es/cookies', 'Cookies del sitio'],
    ['en', '/en/cookies', 'Site cookies'],
  ] as const)(
    'renders the %s cookies page from its content answer, the cookie facts filled in',
    async (lang, url, title) => {
      const t = transport();
      const r = await page(url, t);
      expect(r.status).toBe(200);
      expect(t.calls).toEqual([{ lang, payload: { term: 'cookies', type: 'page.legal' } }]);
      expect(r.html).toContain(`<h1>${title}</h1>`);
      expect(r.html).toContain(
        `<p>Token ${TOKEN_COOKIE_NAME}, ${String(TOKEN_COOKIE_MAX_AGE_S / 86400)} days.</p>`,
      );
      expect(r.html).not.toContain('<script>alert');
      expect(r.head).toContain(`<title>${title} - Grupo BMV</title>`);
      expect(r.head).toContain(
        `<meta name="description" content="${title}: the ${TOKEN_COOKIE_NAME} cookie &#38; more">`,
      );
      expect(r.head).toContain(`<link rel="canonical" href="http://site.test${url}">`);
      expect(r.head).toContain(
        '<link rel="alternate" hreflang="es" href="http://site.test/es/cookies">',
      );
      expect(r.head).toContain(
        '<link rel="alternate" hreflang="en" href="http://site.test/en/cookies">',
      );
    },
  );

  it('answers 404 in both languages for a page the content service does not have', async () => {
    const r = await page('/es/aviso-de-privacidad');
    expect(r.status).toBe(404);
    const en = await page('/en/privacy-notice');
    expect(en.status).toBe(404);
  });

  it('says the content is unavailable when the content service fails', async () => {
    const r = await page('/en/terms-of-use', transport(true));
    expect(r.status).toBe(200);
    expect(r.html).toContain('<h1>Terms of use</h1>');
    expect(r.html).toContain('Content is temporarily unavailable, please try again later.');
    expect(r.head).toContain('<title>Terms of use - Grupo BMV</title>');
  });
});

describe('OpenSearch link (decision 115)', () => {
  it.each([
    ['/es/cookies', 'Búsqueda en Grupo BMV', '/es/opensearch.xml'],
    ['/en/cookies', 'Search Grupo BMV', '/en/opensearch.xml'],
    ['/es/no-existe', 'Búsqueda en Grupo BMV', '/es/opensearch.xml'],
    ['/en/contact', 'Search Grupo BMV', '/en/opensearch.xml'],
  ])('is in the head of %s, in its language', async (url, title, href) => {
    const r = await page(url);
    expect(r.head).toContain(
      `<link rel="search" type="application/opensearchdescription+xml" title="${title}" href="${href}">`,
    );
  });
});
