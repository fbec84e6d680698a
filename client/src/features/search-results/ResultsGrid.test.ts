import { messages } from '../../i18n/messages.js';
import { GRID_LOCALE_KEYS } from './ResultsGrid.js';

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
