import { shareTags, structuredData, type ShareContext } from './share-meta.js';

const term: ShareContext = {
  meta: {
    title: 'Acción - Glosario - Grupo BMV',
    description: 'Parte del capital </script><b>',
    schema: {
      type: 'DefinedTerm',
      name: 'Acción',
      setName: 'Glosario - Grupo BMV',
      setPath: '/es/bmv/glosario',
    },
  },
  url: 'https://bolsa.test/es/bmv/glosario/Acci%C3%B3n',
  origin: 'https://bolsa.test',
  lang: 'es',
  siteName: 'Grupo BMV',
  imagePath: '/docs/share.png',
};

describe('share tags', () => {
  it('describe a term as a schema.org DefinedTerm in its DefinedTermSet', () => {
    expect(structuredData(term)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DefinedTerm',
      inLanguage: 'es',
      url: term.url,
      name: 'Acción',
      description: 'Parte del capital </script><b>',
      inDefinedTermSet: {
        '@type': 'DefinedTermSet',
        '@id': 'https://bolsa.test/es/bmv/glosario',
        name: 'Glosario - Grupo BMV',
        url: 'https://bolsa.test/es/bmv/glosario',
      },
    });
  });

  it('give a term the day its definition was reviewed as dateModified', () => {
    const reviewed = {
      ...term,
      meta: { ...term.meta, schema: { ...term.meta.schema, dateModified: '2026-03-12' } },
    } as typeof term;
    expect(structuredData(reviewed)).toMatchObject({ dateModified: '2026-03-12' });
    expect(structuredData(term)).not.toHaveProperty('dateModified');
  });

  it('write JSON-LD that parses back and cannot close its script element', () => {
    const script = shareTags(term).find((t) => t.includes('application/ld+json')) ?? '';
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    const json = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual(structuredData(term));
  });

  it('give Open Graph and Twitter card tags with the absolute share image, escaped', () => {
    const tags = shareTags({ ...term, meta: { ...term.meta, title: 'A "quoted" <title>' } });
    expect(tags).toEqual(
      expect.arrayContaining([
        '<meta property="og:image" content="https://bolsa.test/docs/share.png">',
        '<meta property="og:url" content="https://bolsa.test/es/bmv/glosario/Acci%C3%B3n">',
        '<meta property="og:locale" content="es_MX">',
        '<meta name="twitter:card" content="summary_large_image">',
        '<meta property="og:title" content="A &#34;quoted&#34; &#60;title&#62;">',
      ]),
    );
  });

  it('give no JSON-LD to a page that is neither the glossary nor a term', () => {
    const plain = { title: term.meta.title };
    expect(structuredData({ ...term, meta: plain })).toBeNull();
    expect(shareTags({ ...term, meta: plain }).join('')).not.toContain('ld+json');
  });
});
