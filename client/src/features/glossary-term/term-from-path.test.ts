import { termFromPath } from './term-from-path.js';

describe('termFromPath', () => {
  it.each([
    ['reads the language and the term (index 4)', '/es/bmv/glosario/Dividendo', 'es', 'Dividendo'],
    ['reads the language and the term (index 4)', '/en/bmv/glossary/Dividend', 'en', 'Dividend'],
    ['turns underscores into spaces', '/es/bmv/glosario/casa_de_bolsa', 'es', 'casa de bolsa'],
    ['turns underscores into spaces', '/en/bmv/glossary/Preferred_share', 'en', 'Preferred share'],
    ['decodes accents', '/es/bmv/glosario/Acci%C3%B3n_preferente', 'es', 'Acción preferente'],
    ['decodes ñ', '/es/bmv/glosario/Contrase%C3%B1a', 'es', 'Contraseña'],
    ['decodes ü', '/es/bmv/glosario/ping%C3%BCino', 'es', 'pingüino'],
    ['accepts a term already decoded', '/es/bmv/glosario/Año_fiscal', 'es', 'Año fiscal'],
    ['ignores a trailing slash', '/es/bmv/glosario/Dividendo/', 'es', 'Dividendo'],
    ['ignores a query and a fragment', '/es/bmv/glosario/Dividendo?x=1#top', 'es', 'Dividendo'],
  ])('%s: %s', (_behaviour, path, lang, term) => {
    expect(termFromPath(path)).toEqual({ lang, term });
  });

  it('gives null for malformed percent-encoding instead of throwing', () => {
    expect(termFromPath('/es/bmv/glosario/100%')).toBeNull();
    expect(termFromPath('/es/bmv/glosario/Acci%C3')).toBeNull();
    expect(termFromPath('/en/bmv/glossary/%E0%A4%A')).toBeNull();
  });

  it('gives null for paths too short to hold a term', () => {
    expect(termFromPath('')).toBeNull();
    expect(termFromPath('/')).toBeNull();
    expect(termFromPath('/es')).toBeNull();
    expect(termFromPath('/es/bmv/glosario')).toBeNull();
    expect(termFromPath('/es/bmv/glosario/')).toBeNull();
  });

  it('gives null when only underscores or spaces are left', () => {
    expect(termFromPath('/es/bmv/glosario/___')).toBeNull();
    expect(termFromPath('/es/bmv/glosario/%20')).toBeNull();
  });

  it('gives null for an unknown or missing language', () => {
    expect(termFromPath('/fr/bmv/glossaire/Action')).toBeNull();
    expect(termFromPath('/ES/bmv/glosario/Accion')).toBeNull();
    expect(termFromPath('es/bmv/glosario/Accion/x')).toBeNull();
  });
});
