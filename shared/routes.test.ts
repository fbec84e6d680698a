import {
  alternatePath,
  alternateViewUrl,
  buildPath,
  matchRoute,
  pathsByLang,
  queryParamName,
  viewQuery,
  viewUrlsByLang,
  routePath,
  routePattern,
} from './routes.js';

const site = 'bmv';

describe('route table', () => {
  it('has Spanish paths and English aliases with the site segment', () => {
    expect(routePattern('glossary', 'es', site)).toBe('/es/bmv/glosario');
    expect(routePattern('glossary', 'en', site)).toBe('/en/bmv/glossary');
    expect(routePattern('glossaryTerm', 'es', site)).toBe('/es/bmv/glosario/:term');
    expect(routePattern('search', 'en', site)).toBe('/en/bmv/search/:term?');
    expect(routePath('contact', 'es', site)).toBe('/es/contacto');
    expect(routePath('pressRoom', 'es', site)).toBe('/es/sala-de-prensa');
    expect(routePath('home', 'en', site)).toBe('/en');
  });

  it('uses the configured site segment', () => {
    expect(routePath('glossary', 'es', 'grupo')).toBe('/es/grupo/glosario');
  });
});

describe('matchRoute', () => {
  it('matches every route in both languages', () => {
    expect(matchRoute('/es/bmv/glosario', site)).toEqual({
      id: 'glossary',
      lang: 'es',
      params: {},
    });
    expect(matchRoute('/en/bmv/glossary/Share', site)).toEqual({
      id: 'glossaryTerm',
      lang: 'en',
      params: { term: 'Share' },
    });
    expect(matchRoute('/es/bmv/busqueda/', site)).toEqual({ id: 'search', lang: 'es', params: {} });
    expect(matchRoute('/es/bmv/busqueda/amx', site)?.params).toEqual({ term: 'amx' });
    expect(matchRoute('/es', site)?.id).toBe('home');
    expect(matchRoute('/en/press-room', site)?.id).toBe('pressRoom');
  });

  it('rejects unknown languages, wrong sites, extra segments and other paths', () => {
    expect(matchRoute('/fr/bmv/glosario', site)).toBeNull();
    expect(matchRoute('/es/otro/glosario', site)).toBeNull();
    expect(matchRoute('/es/bmv/glosario/a/b', site)).toBeNull();
    expect(matchRoute('/es/bmv/glossary', site)).toBeNull();
    expect(matchRoute('/', site)).toBeNull();
    expect(matchRoute('', site)).toBeNull();
  });
});

describe('alternatePath', () => {
  it('gives the other language path with the same parameters and query', () => {
    expect(alternatePath('/es/bmv/glosario', site)).toBe('/en/bmv/glossary');
    expect(alternatePath('/en/bmv/glossary', site)).toBe('/es/bmv/glosario');
    expect(alternatePath('/es/bmv/busqueda/amx?tab=2', site)).toBe('/en/bmv/search/amx?tab=2');
    expect(alternatePath('/es/contacto', site)).toBe('/en/contact');
    expect(alternatePath('/en', site)).toBe('/es');
  });

  it('gives null for a path that matches no route', () => {
    expect(alternatePath('/xx/unknown', site)).toBeNull();
  });

  it('renames the parameters whose name differs by language', () => {
    expect(alternatePath('/es/bmv/glosario?letra=M&q=bono', site)).toBe(
      '/en/bmv/glossary?letter=M&q=bono',
    );
    expect(alternatePath('/en/bmv/glossary?q=bond&letter=%C3%91', site)).toBe(
      '/es/bmv/glosario?q=bond&letra=%C3%91',
    );
  });

  it('builds paths per language for hreflang alternates', () => {
    expect(pathsByLang('glossary', site)).toEqual({
      es: '/es/bmv/glosario',
      en: '/en/bmv/glossary',
    });
    expect(buildPath('search', 'es', site)).toBe('/es/bmv/busqueda');
  });
});

describe('the view in the other language', () => {
  it('names the glossary letter per language and other parameters alike', () => {
    expect(queryParamName('glossary', 'letter', 'es')).toBe('letra');
    expect(queryParamName('glossary', 'letter', 'en')).toBe('letter');
    expect(queryParamName('search', 'tab', 'en')).toBe('tab');
  });

  it('renames the letter in place and keeps every other parameter', () => {
    expect(viewQuery('glossary', 'es', 'en', 'x=1&letra=M&q=bono')).toBe('x=1&letter=M&q=bono');
    expect(viewQuery('glossary', 'en', 'es', 'letter=M')).toBe('letra=M');
    expect(viewQuery('glossary', 'es', 'es', 'letter=M')).toBe('letra=M');
  });

  it('keeps the letter the page reads when both names are there', () => {
    expect(viewQuery('glossary', 'es', 'en', 'letter=B&letra=C')).toBe('letter=C');
    expect(viewQuery('glossary', 'en', 'es', 'letter=B&letra=C')).toBe('letra=B');
  });

  it('keeps the results page view as it is', () => {
    const view = 'tab=2&page=3&sort=_source.cve_empresa%3Aasc&filter=%7B%7D';
    expect(viewQuery('search', 'es', 'en', view)).toBe(view);
  });

  it('renames the documents filters for the other language (decision 118)', () => {
    const es = 'tab=2&desde=2025-01-01&hasta=2025-03-31&tipo=asambleas&page=2';
    const en = 'tab=2&from=2025-01-01&to=2025-03-31&type=asambleas&page=2';
    expect(viewQuery('search', 'es', 'en', es)).toBe(en);
    expect(viewQuery('search', 'en', 'es', en)).toBe(es);
    expect(alternatePath(`/en/bmv/search/amx?${en}`, site)).toBe(`/es/bmv/busqueda/amx?${es}`);
  });

  it('gives each language its URL of a view', () => {
    expect(viewUrlsByLang('glossary', 'en', site, '?letter=M&q=x')).toEqual({
      es: '/es/bmv/glosario?letra=M&q=x',
      en: '/en/bmv/glossary?letter=M&q=x',
    });
    expect(viewUrlsByLang('search', 'es', site, 'tab=1', { term: 'amx' })).toEqual({
      es: '/es/bmv/busqueda/amx?tab=1',
      en: '/en/bmv/search/amx?tab=1',
    });
    expect(viewUrlsByLang('glossary', 'es', site, '')).toEqual(pathsByLang('glossary', site));
  });

  it('follows the current view with the stored page in the other language', () => {
    expect(alternateViewUrl('/en/bmv/glossary', '/es/bmv/glosario?letra=M', site)).toBe(
      '/en/bmv/glossary?letter=M',
    );
    expect(
      alternateViewUrl('/es/bmv/busqueda/ipc?tab=0', '/en/bmv/search/ipc?tab=2&page=2', site),
    ).toBe('/es/bmv/busqueda/ipc?tab=2&page=2');
    // A term's title differs by language: the stored path is kept.
    expect(alternateViewUrl('/en/bmv/glossary/Stock', '/es/bmv/glosario/Accion', site)).toBe(
      '/en/bmv/glossary/Stock',
    );
    expect(alternateViewUrl('/en/bmv/glossary?letter=B', '/es/bmv/glosario', site)).toBe(
      '/en/bmv/glossary',
    );
  });

  it('keeps the stored URL when the pages are not the same route', () => {
    expect(alternateViewUrl('/en/bmv/glossary', '/es/bmv/glosario/Sin_par?x=1', site)).toBe(
      '/en/bmv/glossary',
    );
    expect(alternateViewUrl('/en', '/es/no-such-page?x=1', site)).toBe('/en');
  });
});
