import { upstreamForFile } from '../test-utils/app.js';

const upstream = upstreamForFile();

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  upstream.app.inject({
    method: 'POST',
    url: '/api/contentservice/v1',
    headers: { authorization: upstream.auth, ...headers },
    payload: payload as object,
  });

describe('content service: page.glosario', () => {
  it.each(['es', 'en'] as const)(
    'gives the glossary home page and every landing in %s',
    async (lang) => {
      const res = await post({ lang, payload: { term: '', type: 'page.glosario' } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe(true);
      expect(body.response.data.page.displayTitle).toBe(lang === 'es' ? 'Glosario' : 'Glossary');
      expect(body.response.data.page.body.html).toMatch(/^<p>/);
      const landings = body.response.data.pageGlosarioLandings;
      expect(landings.length).toBeGreaterThanOrEqual(200);
      expect(landings[0]).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          title: expect.any(String),
          shortDescription: expect.any(String),
          alias: expect.any(Array),
        }),
      );
    },
  );
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's JSON, read loosely
async function landingOf(lang: 'es' | 'en', term: string): Promise<any> {
  const res = await post({ lang, payload: { term, type: 'page.glosario.landing' } });
  return res.json().response.data.pageGlosarioLandings[0];
}

describe('content service: page.glosario.landing', () => {
  it('gives the landing of a title with spaces, plus every card', async () => {
    const res = await post({
      lang: 'es',
      payload: { term: 'Casa de bolsa', type: 'page.glosario.landing' },
    });
    const body = res.json();
    expect(body.status).toBe(true);
    const [landing] = body.response.data.pageGlosarioLandings;
    expect(landing.title).toBe('Casa de bolsa');
    expect(landing.image.url).toMatch(/^\/media\/[a-z0-9-]+\.svg$/);
    expect(landing.body.html.length).toBeGreaterThan(200);
    expect(body.response.data.sharedContentEspacioBolsas.length).toBeGreaterThanOrEqual(10);
  });

  it('finds the term ignoring case, accents and underscores, and links the other language', async () => {
    const res = await post({
      lang: 'es',
      payload: { term: 'accion', type: 'page.glosario.landing' },
    });
    const [landing] = res.json().response.data.pageGlosarioLandings;
    expect(landing.title).toBe('Acción');
    expect(landing.conceptKey).toBe('accion');
    const en = await post({
      lang: 'en',
      payload: { term: landing.alternateTitle, type: 'page.glosario.landing' },
    });
    const other = en.json().response.data.pageGlosarioLandings[0];
    expect(other.conceptKey).toBe('accion');
    expect(landing.alternateDisplayTitle).toBe(other.displayTitle);
    expect(other.alternateDisplayTitle).toBe(landing.displayTitle);
  });

  it('gives the day each language’s definition was last reviewed', async () => {
    const es = await landingOf('es', 'Acción');
    const en = await landingOf('en', 'Share');
    for (const landing of [es, en]) expect(landing.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives related content as links to other terms', async () => {
    const res = await post({
      lang: 'es',
      payload: { term: 'Acción', type: 'page.glosario.landing' },
    });
    const [landing] = res.json().response.data.pageGlosarioLandings;
    expect(landing.relatedContents.length).toBeGreaterThan(0);
    expect(landing.relatedContent[0].html).toMatch(/^<a href="[^"]+">[^<]+<\/a>$/);
  });

  it.each(['es', 'en'] as const)(
    'gives "see also" as the related concepts’ titles and uris in %s, each an existing term',
    async (lang) => {
      const landing = await landingOf(lang, lang === 'es' ? 'Acción' : 'Share');
      expect(landing.seeAlso.length).toBeGreaterThan(0);
      for (const ref of landing.seeAlso) {
        expect(ref.uri).toBe(encodeURIComponent(ref.title.replace(/ /g, '_')));
        expect((await landingOf(lang, ref.title)).title).toBe(ref.title);
      }
    },
  );

  it.each(['es', 'en'] as const)(
    'lists the other terms the body mentions in %s, never the term itself',
    async (lang) => {
      const landing = await landingOf(lang, lang === 'es' ? 'Acción' : 'Share');
      const titles = landing.mentions.map((m: { title: string }) => m.title);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles).not.toContain(landing.title);
      expect(new Set(titles).size).toBe(titles.length);
      for (const ref of landing.mentions) {
        expect((await landingOf(lang, ref.title)).title).toBe(ref.title);
      }
    },
  );

  it('answers status false with a message for an unknown term', async () => {
    const res = await post({
      lang: 'en',
      payload: { term: 'No such term', type: 'page.glosario.landing' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: false,
      messages: ['no glossary term "No such term"'],
      response: { data: null },
    });
  });
});

describe('content service: bad input', () => {
  it.each([
    ['an unknown type', { lang: 'es', payload: { term: '', type: 'page.other' } }],
    ['an unknown language', { lang: 'fr', payload: { term: '', type: 'page.glosario' } }],
    ['a missing payload', { lang: 'es' }],
    ['an unknown field', { lang: 'es', payload: { term: '', type: 'page.glosario', x: 1 } }],
    [
      'an over-long term',
      { lang: 'es', payload: { term: 'x'.repeat(201), type: 'page.glosario.landing' } },
    ],
    [
      'an empty landing term',
      { lang: 'es', payload: { term: '  ', type: 'page.glosario.landing' } },
    ],
  ])('answers 400 with a clear message for %s', async (_name, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe(false);
    expect(body.messages[0]).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await upstream.app.inject({
      method: 'POST',
      url: '/api/contentservice/v1',
      headers: { authorization: upstream.auth, 'content-type': 'application/json' },
      payload: '{"lang": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, messages: ['the body is not valid JSON'] });
  });
});

describe('media', () => {
  it('serves bundled images and refuses other names', async () => {
    const ok = await upstream.app.inject({ method: 'GET', url: '/media/acciones.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/svg+xml');
    for (const url of ['/media/..%2Fmenu.json', '/media/nope.svg', '/media/acciones.svg.bak']) {
      expect((await upstream.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('content service: page.legal (decision 115)', () => {
  it.each([
    ['es', 'cookies', 'Cookies'],
    ['en', 'investmentDisclaimer', 'Investment disclaimer'],
    ['es', 'privacy', 'Aviso de privacidad'],
  ] as const)('gives the %s text of %s', async (lang, term, title) => {
    const res = await post({ lang, payload: { term, type: 'page.legal' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.response.data.page.displayTitle).toBe(title);
    expect(body.response.data.page.shortDescription.length).toBeGreaterThan(20);
    expect(body.response.data.page.body.html).toMatch(/^<p>.*<h2>/);
  });

  it('answers status false for a page it does not have, as for an unknown term', async () => {
    const res = await post({ lang: 'en', payload: { term: 'toString', type: 'page.legal' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: false,
      messages: ['no legal page "toString"'],
      response: { data: null },
    });
  });
});
