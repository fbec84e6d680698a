/** What search engines read, from the started system: every sitemap URL is a page that answers 200. */
import { sharedSystem } from './system.js';

// A crawler asks for every page in a row: the shared system lifts the per-address page limit.
const system = sharedSystem();

describe('sitemap.xml', () => {
  // Every sitemap page is rendered on the server: the time grows with the glossary, not a wait.
  it('lists both languages’ pages and terms, each answering 200 with its canonical link', async () => {
    const res = await fetch(`${system.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs.filter((l) => l.includes('/es/bmv/glosario/')).length).toBeGreaterThan(20);
    expect(locs.filter((l) => l.includes('/en/bmv/glossary/')).length).toBe(
      locs.filter((l) => l.includes('/es/bmv/glosario/')).length,
    );
    const failed: string[] = [];
    for (let i = 0; i < locs.length; i += 8) {
      await Promise.all(
        locs.slice(i, i + 8).map(async (loc) => {
          const page = await fetch(loc.replaceAll('&#38;', '&'));
          const html = await page.text();
          if (page.status !== 200 || !html.includes('rel="canonical"')) {
            failed.push(`${loc} ${page.status}`);
          }
        }),
      );
    }
    expect(failed).toEqual([]);
  }, 180_000);

  it('is named by robots.txt', async () => {
    const robots = await (await fetch(`${system.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${system.baseUrl}/sitemap.xml`);
  });
});

describe('structured data and share tags', () => {
  const jsonLd = (html: string) => {
    const text = /<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
    return text === undefined ? null : (JSON.parse(text) as Record<string, unknown>);
  };

  it.each([
    ['/es/bmv/glosario/Acci%C3%B3n', 'es'],
    ['/en/bmv/glossary/Share', 'en'],
  ])('a term page (%s) is a DefinedTerm of the glossary’s DefinedTermSet', async (path, lang) => {
    const html = await (await fetch(`${system.baseUrl}${path}`)).text();
    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@type': 'DefinedTerm',
      name: expect.any(String) as unknown,
      description: expect.stringMatching(/\w/) as unknown,
      url: `${system.baseUrl}${path}`,
      inLanguage: lang,
      inDefinedTermSet: {
        '@type': 'DefinedTermSet',
        url: expect.stringMatching(/glos/) as unknown,
      },
    });
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
    const res = await fetch(image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('the glossary is a DefinedTermSet; every page has a meta description', async () => {
    const glossary = await (await fetch(`${system.baseUrl}/en/bmv/glossary`)).text();
    expect(jsonLd(glossary)).toMatchObject({
      '@type': 'DefinedTermSet',
      name: expect.stringMatching(/Glossary/) as unknown,
      description: expect.stringMatching(/\w/) as unknown,
      url: `${system.baseUrl}/en/bmv/glossary`,
    });
    for (const path of ['/es', '/en', '/es/contacto', '/en/press-room', '/es/bmv/busqueda/bono']) {
      const html = await (await fetch(`${system.baseUrl}${path}`)).text();
      expect([path, /<meta name="description" content="[^"]{20,}">/.test(html)]).toEqual([
        path,
        true,
      ]);
    }
  });
});
