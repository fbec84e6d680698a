import fc from 'fast-check';
import { ALPHABET } from '#shared/constants.js';
import { typed } from '#shared/test-utils/arbitraries.js';
import { firstLetter, fold } from '#shared/text.js';
import {
  filterByLetter,
  filterByText,
  lettersWithTerms,
  termTitle,
  type GlossaryTerm,
} from './filter.js';

const WORDS = ['accion', 'bono', 'indice', 'nino', 'nandu', 'mercado', 'tasa', 'emisora'];

/** Words of the glossary as the content service may write them: any case, accents, spacing. */
const words = (max: number) =>
  fc
    .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: max })
    .chain((list) => typed(list.join(' ')));

const glossaryTerm = fc
  .record({
    title: fc.oneof(
      { weight: 4, arbitrary: words(3) },
      fc.constantFrom('3M', '¿Qué?', '', ' _bono', 'Ñandú', 'N\u0303andu'),
    ),
    alias: fc.array(words(2), { maxLength: 2 }),
  })
  .map(({ title, alias }): GlossaryTerm => ({
    id: title,
    title,
    displayTitle: title,
    shortDescription: '',
    alias,
  }));
const terms = fc.array(glossaryTerm, { maxLength: 12 });

describe('glossary letter filter (properties)', () => {
  it('files every term under at most one letter, the one its title starts with', () => {
    fc.assert(
      fc.property(terms, (list) => {
        const byLetter = ALPHABET.map((letter) => filterByLetter(list, letter));
        ALPHABET.forEach((letter, i) => {
          for (const t of byLetter[i] ?? []) {
            expect(fold(t.title).charAt(0)).toBe(fold(letter));
            expect(/^ñ/i.test(t.title.trim().normalize('NFC'))).toBe(letter === 'Ñ');
          }
        });
        const filed = byLetter.flat();
        expect(new Set(filed).size).toBe(filed.length);
        expect(filed).toHaveLength(list.filter((t) => firstLetter(t.title) !== null).length);
        expect([...lettersWithTerms(list)].sort()).toEqual(
          ALPHABET.filter((_, i) => (byLetter[i] ?? []).length > 0).sort(),
        );
      }),
    );
  });

  it('files a title under the same letter however its accents are encoded', () => {
    fc.assert(
      fc.property(glossaryTerm, ({ title }) => {
        expect(firstLetter(title.normalize('NFD'))).toBe(firstLetter(title.normalize('NFC')));
      }),
    );
  });
});

describe('glossary text filter (properties)', () => {
  const query = fc
    .constantFrom(...WORDS)
    .chain((w) =>
      fc
        .tuple(fc.nat({ max: w.length - 1 }), fc.integer({ min: 1, max: w.length }))
        .map(([from, length]) => w.slice(from, from + length)),
    );

  it('finds the same terms however the text is typed', () => {
    fc.assert(
      fc.property(
        terms,
        query.chain((q) => typed(` ${q} `).map((t) => [q, t] as const)),
        (list, [plain, text]) => {
          expect(filterByText(list, text)).toEqual(filterByText(list, plain));
        },
      ),
    );
  });

  it('finds the terms whose title or an alias holds the text, fewer as the text grows', () => {
    fc.assert(
      fc.property(terms, query, fc.constantFrom(...WORDS), (list, start, more) => {
        const wider = filterByText(list, start);
        const holds = (t: GlossaryTerm) =>
          [termTitle(t), ...t.alias].some((s) => fold(s).includes(start));
        expect(wider).toEqual(list.filter(holds));
        for (const t of filterByText(list, `${start}${more}`)) expect(wider).toContain(t);
      }),
    );
  });
});
