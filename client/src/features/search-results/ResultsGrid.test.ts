import { messages } from '../../i18n/messages.js';
import { GRID_LOCALE_KEYS, withInitialSort } from './ResultsGrid.js';

describe('the grid texts', () => {
  it('come from both catalogs, one message per ag-Grid locale key', () => {
    for (const lang of ['es', 'en'] as const) {
      for (const key of GRID_LOCALE_KEYS) {
        expect([lang, key, typeof messages[lang][`searchResults.grid.${key}`]]).toEqual([
          lang,
          key,
          'string',
        ]);
      }
    }
    expect(messages.es['searchResults.grid.nextPage']).toBe('Página siguiente');
  });
});

describe('withInitialSort', () => {
  it('gives the sorted columns their direction and order, and leaves the others alone', () => {
    const columns = [{ colId: 'a' }, { colId: 'b' }, { colId: 'c' }];
    const sorted = withInitialSort(columns, [
      { colId: 'c', sort: 'desc' },
      { colId: 'a', sort: 'asc' },
    ]);
    expect(sorted).toEqual([
      { colId: 'a', initialSort: 'asc', initialSortIndex: 1 },
      { colId: 'b' },
      { colId: 'c', initialSort: 'desc', initialSortIndex: 0 },
    ]);
    expect(sorted[1]).toBe(columns[1]);
    expect(withInitialSort(columns, [])).toEqual(columns);
  });
});
