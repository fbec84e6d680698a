import { ELLIPSIS } from '#shared/constants.js';
import {
  aliasesOf,
  cardTextOf,
  filterByLetter,
  filterByText,
  hasSearchText,
  lettersWithTerms,
  sortTerms,
  termTitle,
  type GlossaryTerm,
} from './filter.js';

const term = (title: string, alias: string[] = [], displayTitle = title): GlossaryTerm => ({
  id: title,
  title,
  displayTitle,
  shortDescription: `${title} description`,
  alias,
});

const titles = (terms: readonly GlossaryTerm[]) => terms.map(termTitle);

describe('termTitle', () => {
  it('shows underscores as spaces', () => {
    expect(termTitle(term('Fondo_de_inversión'))).toBe('Fondo de inversión');
  });

  it('falls back to the title when the display title is empty', () => {
    expect(termTitle(term('Bono', [], ''))).toBe('Bono');
  });
});

describe('aliasesOf', () => {
  it('drops blank aliases and tolerates a missing list', () => {
    expect(aliasesOf(term('A', ['Share', ' ', '']))).toEqual(['Share']);
    expect(aliasesOf({ alias: undefined as unknown as string[] })).toEqual([]);
  });
});

describe('filterByLetter', () => {
  const terms = [
    term('Acción'),
    term('Árbitro'),
    term('bono'),
    term('Nominal'),
    term('Ñandú'),
    term('Índice'),
    term('3M'),
  ];

  it('matches the first letter ignoring case and accents', () => {
    expect(titles(filterByLetter(terms, 'A'))).toEqual(['Acción', 'Árbitro']);
    expect(titles(filterByLetter(terms, 'B'))).toEqual(['bono']);
    expect(titles(filterByLetter(terms, 'I'))).toEqual(['Índice']);
  });

  it('keeps Ñ as its own letter, apart from N', () => {
    expect(titles(filterByLetter(terms, 'Ñ'))).toEqual(['Ñandú']);
    expect(titles(filterByLetter(terms, 'N'))).toEqual(['Nominal']);
  });

  it('gives nothing for a letter without terms', () => {
    expect(filterByLetter(terms, 'X')).toEqual([]);
  });

  it("files a term under its title's first letter, not its display title's", () => {
    const ckd = term('CKD', [], 'Development capital certificate (CKD)');
    expect(filterByLetter([ckd], 'C')).toEqual([ckd]);
    expect(filterByLetter([ckd], 'D')).toEqual([]);
  });
});

describe('lettersWithTerms', () => {
  it('lists the letters that have a term, by title', () => {
    const terms = [term('Acción'), term('Ñandú'), term('CKD', [], 'Development (CKD)'), term('3M')];
    expect([...lettersWithTerms(terms)].sort()).toEqual(['A', 'C', 'Ñ']);
  });
});

describe('filterByText', () => {
  const terms = [
    term('Acción', ['Título accionario', 'Share']),
    term('Bono', ['Obligación']),
    term('Bono cupón cero'),
    term('Índice'),
  ];

  it('matches a substring of the title anywhere, ignoring case and accents', () => {
    expect(titles(filterByText(terms, 'BONO'))).toEqual(['Bono', 'Bono cupón cero']);
    expect(titles(filterByText(terms, 'cupon'))).toEqual(['Bono cupón cero']);
    expect(titles(filterByText(terms, 'indice'))).toEqual(['Índice']);
    expect(titles(filterByText(terms, 'ACCIÓN'))).toEqual(['Acción']);
  });

  it('matches the aliases too', () => {
    expect(titles(filterByText(terms, 'obligacion'))).toEqual(['Bono']);
    expect(titles(filterByText(terms, 'share'))).toEqual(['Acción']);
  });

  it('matches nothing for a blank text', () => {
    expect(filterByText(terms, '   ')).toEqual([]);
    expect(hasSearchText('   ')).toBe(false);
    expect(hasSearchText(' a ')).toBe(true);
  });
});

describe('sortTerms', () => {
  it('orders alphabetically ignoring accents, with Ñ after N in Spanish', () => {
    const sorted = sortTerms(
      [term('Ñandú'), term('Opción'), term('Índice'), term('Nominal'), term('acción')],
      'es',
    );
    expect(titles(sorted)).toEqual(['acción', 'Índice', 'Nominal', 'Ñandú', 'Opción']);
  });

  it('does not change the given list', () => {
    const list = [term('B'), term('A')];
    sortTerms(list, 'en');
    expect(titles(list)).toEqual(['B', 'A']);
  });
});

describe('cardTextOf', () => {
  const bmv = { siteSegment: 'bmv' };

  it("gives the card's title, summary cut at 300 with an ellipsis, and link", () => {
    const long: GlossaryTerm = {
      id: '1',
      title: 'Casa_de_bolsa',
      displayTitle: '',
      shortDescription: `${'a'.repeat(299)}   bbb`,
      alias: ['Broker', ' ', 'Intermediario'],
    };
    expect(cardTextOf(long, 'es', bmv)).toEqual({
      title: 'Casa de bolsa',
      summary: `${'a'.repeat(299)}${ELLIPSIS}`,
      href: '/es/bmv/glosario/Casa_de_bolsa',
    });
  });

  it('links to the term page of the language and site segment', () => {
    const acción = term('Acción', ['Share']);
    expect(cardTextOf(acción, 'en', bmv).href).toBe('/en/bmv/glossary/Acci%C3%B3n');
    expect(cardTextOf(acción, 'en', { siteSegment: 'biva' }).href).toBe(
      '/en/biva/glossary/Acci%C3%B3n',
    );
  });
});
