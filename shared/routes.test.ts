import {
  alternatePath,
  buildPath,
  matchRoute,
  pathsByLang,
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

  it('builds paths per language for hreflang alternates', () => {
    expect(pathsByLang('glossary', site)).toEqual({
      es: '/es/bmv/glosario',
      en: '/en/bmv/glossary',
    });
    expect(buildPath('search', 'es', site)).toBe('/es/bmv/busqueda');
  });
});
