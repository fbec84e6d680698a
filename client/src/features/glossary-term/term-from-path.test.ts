import { termFromPath } from './term-from-path.js';

describe('termFromPath', () => {
  it('reads the language from the first segment and the term from the fifth (index 4)', () => {
    expect(termFromPath('/es/bmv/glosario/Dividendo')).toEqual({ lang: 'es', term: 'Dividendo' });
    expect(termFromPath('/en/bmv/glossary/Dividend')).toEqual({ lang: 'en', term: 'Dividend' });
  });

  it('turns underscores into spaces', () => {
    expect(termFromPath('/es/bmv/glosario/casa_de_bolsa')).toEqual({
      lang: 'es',
      term: 'casa de bolsa',
    });
    expect(termFromPath('/en/bmv/glossary/Preferred_share')).toEqual({
      lang: 'en',
      term: 'Preferred share',
    });
  });

  it('decodes percent-encoded accents, ñ and ü', () => {
    expect(termFromPath('/es/bmv/glosario/Acci%C3%B3n_preferente')).toEqual({
      lang: 'es',
      term: 'Acción preferente',
    });
    expect(termFromPath('/es/bmv/glosario/Contrase%C3%B1a')).toEqual({
      lang: 'es',
      term: 'Contraseña',
    });
    expect(termFromPath('/es/bmv/glosario/ping%C3%BCino')).toEqual({
      lang: 'es',
      term: 'pingüino',
    });
  });

  it('accepts a term that is already decoded (accents and ñ as typed)', () => {
    expect(termFromPath('/es/bmv/glosario/Año_fiscal')).toEqual({ lang: 'es', term: 'Año fiscal' });
  });

  it('ignores a trailing slash, a query string and a fragment', () => {
    expect(termFromPath('/es/bmv/glosario/Dividendo/')).toEqual({ lang: 'es', term: 'Dividendo' });
    expect(termFromPath('/es/bmv/glosario/Dividendo?x=1#top')).toEqual({
      lang: 'es',
      term: 'Dividendo',
    });
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
