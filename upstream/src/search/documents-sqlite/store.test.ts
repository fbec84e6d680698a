import type { GridRequest } from '#shared/types/grid.js';
import { createMemoryDocumentStore } from '../documents-memory.js';
import type { DocumentQuery } from '../documents.js';
import { GridRequestError } from '../grid.js';
import { expectSame, grid, records, useTestStores } from '../../test-utils/document-store.js';

const { store, trigramStore } = useTestStores();

describe('SQLite document store: hostile input', () => {
  const HOSTILE = [
    '%',
    '_',
    '%_%',
    "'",
    "'; DROP TABLE docs; --",
    '"',
    '""',
    '"abc',
    'NEAR(',
    'NEAR(reporte anual, 2)',
    '*',
    'rep*',
    'AND OR',
    'reporte OR anual NOT',
    '\\',
    '{ } [ ] ( ) ^ : -',
    'de la',
    'x'.repeat(6000),
  ];

  it('treats filter values as plain text', () => {
    for (const filter of HOSTILE) {
      for (const field of ['descripccion_documento', 'serie']) {
        for (const type of ['notContains', 'endsWith'] as const) {
          const query: DocumentQuery = {
            lang: 'es',
            grid: grid({
              filterModel: { [`_source.${field}`]: { filterType: 'text', type, filter } },
            }),
          };
          expectSame(store, query);
          expectSame(trigramStore, query);
        }
      }
    }
  });

  it('treats free text as words, whatever operators it holds', () => {
    for (const text of [...HOSTILE, 'NEAR(a b) AND "x" OR *', 'a'.repeat(20000), '   ']) {
      expectSame(store, { lang: 'es', text, grid: grid() });
      expectSame(store, { lang: 'en', text, grid: grid() });
    }
  });

  it('finds no document for a text without a word, in both stores', () => {
    const memory = createMemoryDocumentStore(records);
    for (const text of ['%', '*', '$', '#', '...', '¿?', '"', '😀', '   ', '']) {
      for (const lang of ['es', 'en'] as const) {
        expect(store.search({ lang, text, grid: grid() }).total).toBe(0);
        expect(memory.search({ lang, text, grid: grid() }).total).toBe(0);
      }
    }
    expect(store.search({ lang: 'es', grid: grid() }).total).toBe(records.length);
  });

  it('rejects malformed grid requests with a GridRequestError only', () => {
    const bad: unknown[] = [
      { startRow: -1, endRow: 10 },
      { startRow: 10, endRow: 5 },
      { startRow: 0, endRow: 500 },
      { startRow: 0.5, endRow: 10 },
      { sortModel: [{ colId: '_source.id', sort: 'asc' }] },
      { sortModel: [{ colId: '_source.serie', sort: 'up' }] },
      { sortModel: 'serie' },
      { filterModel: [] },
      { filterModel: { '_source.documento_html': { type: 'contains', filter: 'x' } } },
      { filterModel: { '_source.serie': { filterType: 'text', type: 'regex', filter: '.*' } } },
      {
        filterModel: {
          '_source.serie': { filterType: 'text', type: 'contains', filter: { $ne: 1 } },
        },
      },
      { filterModel: { '_source.serie': { filterType: 'number', type: 'equals', filter: 1 } } },
      {
        filterModel: {
          '_source.fecha_recepcion': { filterType: 'date', type: 'equals', dateFrom: 'ayer' },
        },
      },
      { filterModel: { '_source.serie': { operator: 'XOR', conditions: [{ type: 'blank' }] } } },
      {
        filterModel: {
          '_source.serie': {
            operator: 'OR',
            conditions: Array.from({ length: 6 }, () => ({ type: 'blank' })),
          },
        },
      },
      {
        filterModel: {
          '_source.serie': { filterType: 'text', type: 'contains', filter: 'x'.repeat(9000) },
        },
      },
    ];
    for (const g of bad) {
      expect(() => store.search({ lang: 'es', grid: g as GridRequest })).toThrow(GridRequestError);
    }
  });
});
