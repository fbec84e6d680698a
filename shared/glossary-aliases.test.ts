import { aliasChips } from './glossary-aliases.js';

describe('aliasChips', () => {
  it('marks the aliases the content says are in another language, and only those', () => {
    expect(
      aliasChips({
        title: 'Asset allocation',
        displayTitle: 'Asset allocation',
        alias: ['Portfolio allocation', 'Asignación de activos'],
        aliasLang: { 'Asignación de activos': 'es' },
      }),
    ).toEqual([
      { text: 'Portfolio allocation', lang: null },
      { text: 'Asignación de activos', lang: 'es' },
    ]);
  });

  it('drops an alias that repeats the title or the display title, folded', () => {
    expect(
      aliasChips({
        title: 'Asigna',
        displayTitle: 'Asigna, Compensación y Liquidación',
        alias: ['ASIGNA, compensacion y liquidación', 'asigna', 'Cámara de compensación de MexDer'],
      }),
    ).toEqual([{ text: 'Cámara de compensación de MexDer', lang: null }]);
  });

  it('folds underscores too, and keeps each alias once', () => {
    expect(
      aliasChips({
        title: 'Tasa_real',
        displayTitle: '',
        alias: ['Tasa real', 'Real rate', 'real  rate', 'REAL_RATE'],
      }),
    ).toEqual([{ text: 'Real rate', lang: null }]);
  });

  it('tolerates a missing or malformed list and languages it does not know', () => {
    expect(aliasChips({})).toEqual([]);
    expect(
      aliasChips({
        title: 'Bono',
        alias: [' ', 3, 'Bond', 'Obligación'],
        aliasLang: { Bond: 'fr', Obligación: 7 },
      }),
    ).toEqual([
      { text: 'Bond', lang: null },
      { text: 'Obligación', lang: null },
    ]);
    expect(aliasChips({ alias: ['toString', 'constructor'], aliasLang: [] })).toEqual([
      { text: 'toString', lang: null },
      { text: 'constructor', lang: null },
    ]);
  });
});
