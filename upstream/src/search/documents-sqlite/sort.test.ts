import { DOCUMENT_COLUMNS } from '../documents.js';
import {
  COUNT,
  expectSame,
  grid,
  LANGS,
  records,
  useTestStores,
} from '../../test-utils/document-store.js';

const { store } = useTestStores();

describe('SQLite document store: equivalence with applyGrid', () => {
  it.each(LANGS)('sorts by every column in both directions, blanks last (%s)', (lang) => {
    for (const field of DOCUMENT_COLUMNS) {
      for (const sort of ['asc', 'desc'] as const) {
        for (const startRow of [0, COUNT - 30]) {
          expectSame(store, {
            lang,
            grid: grid({
              startRow,
              endRow: startRow + 25,
              sortModel: [{ colId: `_source.${field}`, sort }],
            }),
          });
        }
      }
    }
  });

  it('keeps blank values last in both directions', () => {
    for (const sort of ['asc', 'desc'] as const) {
      const page = store.search({
        lang: 'es',
        grid: grid({
          startRow: COUNT - 5,
          endRow: COUNT,
          sortModel: [{ colId: '_source.serie', sort }],
        }),
      });
      expect(page.rows.map((d) => d.serie.trim())).toEqual(['', '', '', '', '']);
    }
  });

  it('pages past the end and with empty pages', () => {
    const all = store.search({ lang: 'es', grid: grid() }).total;
    expect(all).toBe(COUNT);
    expect(
      store.search({ lang: 'es', grid: grid({ startRow: COUNT, endRow: COUNT + 20 }) }),
    ).toEqual({
      total: COUNT,
      rows: [],
    });
    expectSame(store, { lang: 'es', grid: grid({ startRow: COUNT - 3, endRow: COUNT + 50 }) });
    expectSame(store, { lang: 'en', grid: grid({ startRow: 5, endRow: 5 }) });
  });

  it('returns whole documents in the default order (newest first, then id)', () => {
    const page = store.search({ lang: 'en', grid: grid({ startRow: 10, endRow: 40 }) });
    expect(page.rows).toEqual(records.slice(10, 40));
  });
});
