import { dataset } from '../test-utils/app.js';
import { contentWords, SearchLanguage } from './language.js';

const language = new SearchLanguage(dataset().searchWords);

describe('stop words (search.json)', () => {
  it('leaves out articles, prepositions, question words and ¿?¡! when other words remain', () => {
    expect(language.queryWords('¿Qué es la inflación?', 'es')).toEqual(['inflacion']);
    expect(language.queryWords('¡Cuál es el IPC!', 'es')).toEqual(['ipc']);
    expect(language.queryWords('what is a bond', 'en')).toEqual(['bond']);
    expect(language.queryWords("what's the meaning of ETF", 'en')).toEqual(['meaning', 'etf']);
    expect(language.queryWords('casa de bolsa', 'es')).toEqual(['casa', 'bolsa']);
  });

  it('keeps the words of a query made only of stop words', () => {
    expect(language.queryWords('de la', 'es')).toEqual(['de', 'la']);
    expect(language.queryWords('the', 'en')).toEqual(['the']);
  });

  it('is per language', () => {
    expect(language.queryWords('que es', 'en')).toEqual(['que', 'es']);
    expect(language.queryWords('what is', 'es')).toEqual(['what', 'is']);
  });

  it('joins names written with dots or hyphens', () => {
    expect(contentWords('J.P. Morgan', new Set())).toEqual(['jp', 'morgan']);
    expect(contentWords('Coca-Cola', new Set())).toEqual(['cocacola']);
  });
});

describe('synonyms (search.json)', () => {
  it('gives the other members of a group whose member a name contains', () => {
    expect(language.synonymsOf('Días inhábiles', 'es')).toEqual(
      expect.arrayContaining(['feriados', 'días festivos']),
    );
    expect(language.synonymsOf('Market holidays', 'en')).toContain('holidays');
    expect(language.synonymsOf('ETFs and TRACs', 'en')).toContain('exchange traded fund');
    expect(language.synonymsOf('Oferta pública inicial', 'es')).toEqual(
      expect.arrayContaining(['ipo', 'opi']),
    );
    expect(language.synonymsOf('Volatilidad', 'es')).toEqual([]);
  });

  it('names an abbreviation the glossary knows with the same concept as the glossary', () => {
    const { glossary, searchWords } = dataset();
    for (const lang of ['es', 'en'] as const) {
      for (const group of searchWords.synonyms[lang]) {
        // The concepts that have a member as title or alias: all of a group's members name one.
        const concepts = new Set(
          group.flatMap((member) =>
            glossary
              .filter((c) =>
                [c[lang].title, ...c[lang].alias].some(
                  (name) =>
                    contentWords(name, new Set()).join(' ') ===
                    contentWords(member, new Set()).join(' '),
                ),
              )
              .map((c) => c.key),
          ),
        );
        expect({ group, concepts: concepts.size <= 1 }).toEqual({ group, concepts: true });
      }
    }
  });
});
