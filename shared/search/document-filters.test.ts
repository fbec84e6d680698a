import { DOCUMENT_TYPES } from '../keywords.js';
import type { Lang } from '../types/common.js';
import type { ColumnFilter } from '../types/grid.js';
import {
  ALL_DOCUMENT_FILTER_NAMES,
  DATE_COLUMN,
  documentFilterModel,
  documentTypeOptions,
  readDocumentFilters,
  splitDocumentFilters,
  typeColumn,
  writeDocumentFilters,
} from './document-filters.js';

const read = (query: string, lang: Lang = 'es') =>
  readDocumentFilters(new URLSearchParams(query), lang);

describe('readDocumentFilters', () => {
  it('reads the range and type in each language’s names', () => {
    const filters = { from: '2025-01-01', to: '2025-03-31', type: 'asambleas' };
    expect(read('desde=2025-01-01&hasta=2025-03-31&tipo=asambleas').filters).toEqual(filters);
    expect(read('from=2025-01-01&to=2025-03-31&type=asambleas', 'en').filters).toEqual(filters);
    // The other language's names are not this page's.
    expect(read('from=2025-01-01&type=asambleas', 'es').filters).toEqual({
      from: null,
      to: null,
      type: null,
    });
  });

  it('ignores empty values without a problem (a form sent with empty fields)', () => {
    expect(read('desde=&hasta=&tipo=')).toEqual({
      filters: { from: null, to: null, type: null },
      given: {},
      problems: {},
    });
  });

  it('ignores a bad day, a range that ends before it starts and an unknown type, saying why', () => {
    expect(read('desde=2025-02-30&tipo=asambleas')).toMatchObject({
      filters: { from: null, to: null, type: 'asambleas' },
      problems: { from: 'date' },
      given: { from: '2025-02-30' },
    });
    expect(read('desde=2025-05-01&hasta=2025-04-30')).toMatchObject({
      filters: { from: null, to: null },
      problems: { to: 'order' },
    });
    expect(read('tipo=<script>')).toMatchObject({
      filters: { type: null },
      problems: { type: 'type' },
    });
    expect(read(`hasta=${'9'.repeat(5000)}`).given.to).toHaveLength(40);
  });

  it('takes a type id in any case', () => {
    expect(read('tipo=ASAMBLEAS').filters.type).toBe('asambleas');
  });
});

describe('documentFilterModel and splitDocumentFilters', () => {
  it('writes the range as >= and <= joined by AND, and the type as its tag in the language', () => {
    const filters = { from: '2025-01-01', to: '2025-03-31', type: 'eventos' };
    expect(documentFilterModel(filters, 'en')).toEqual({
      [DATE_COLUMN]: {
        filterType: 'date',
        operator: 'AND',
        conditions: [
          { filterType: 'date', type: 'greaterThanOrEqual', dateFrom: '2025-01-01 00:00:00', dateTo: null },
          { filterType: 'date', type: 'lessThanOrEqual', dateFrom: '2025-03-31 00:00:00', dateTo: null },
        ],
      },
      '_source.tag_en': { filterType: 'text', type: 'equals', filter: 'Material events' },
    }); // prettier-ignore
    expect(documentFilterModel({ from: null, to: '2025-03-31', type: null }, 'es')).toEqual({
      [DATE_COLUMN]: {
        filterType: 'date',
        type: 'lessThanOrEqual',
        dateFrom: '2025-03-31 00:00:00',
        dateTo: null,
      },
    });
    expect(documentFilterModel({ from: null, to: null, type: null }, 'es')).toEqual({});
  });

  it.each([
    { from: '2025-01-01', to: '2025-03-31', type: 'asambleas' },
    { from: '2025-01-01', to: null, type: null },
    { from: null, to: '2025-01-01', type: 'recompras' },
  ])('reads back what it writes: %j', (filters) => {
    for (const lang of ['es', 'en'] as const) {
      expect(splitDocumentFilters(documentFilterModel(filters, lang), lang)).toEqual({
        filters,
        rest: {},
      });
    }
  });

  it('reads the grid’s own filters the form can show: a day, a tag typed in any case', () => {
    const model = {
      [DATE_COLUMN]: { filterType: 'date', type: 'equals', dateFrom: '2025-06-02 00:00:00' },
      [typeColumn('es')]: { filterType: 'text', type: 'equals', filter: 'asambleas' },
      '_source.cve_empresa': { filterType: 'text', type: 'contains', filter: 'AMX' },
    } as const;
    expect(splitDocumentFilters(model, 'es')).toEqual({
      filters: { from: '2025-06-02', to: '2025-06-02', type: 'asambleas' },
      rest: { '_source.cve_empresa': model['_source.cve_empresa'] },
    });
  });

  it('leaves in the grid’s filter what the form cannot say', () => {
    const model: Record<string, ColumnFilter> = {
      [DATE_COLUMN]: {
        filterType: 'date',
        operator: 'OR',
        conditions: [
          { filterType: 'date', type: 'lessThan', dateFrom: '2020-01-01 00:00:00' },
          { filterType: 'date', type: 'greaterThan', dateFrom: '2025-01-01 00:00:00' },
        ],
      },
      [typeColumn('en')]: { filterType: 'text', type: 'contains', filter: 'report' },
    };
    expect(splitDocumentFilters(model, 'en')).toEqual({
      filters: { from: null, to: null, type: null },
      rest: model,
    });
  });
});

describe('writeDocumentFilters', () => {
  it('sets the filters in the language’s names and removes those not set', () => {
    const params = new URLSearchParams('tab=2&desde=2020-01-01&tipo=avisos');
    const next = writeDocumentFilters(params, { from: null, to: '2025-01-31', type: null }, 'es');
    expect(next.toString()).toBe('tab=2&hasta=2025-01-31');
  });

  it('knows every name in both languages', () => {
    expect([...ALL_DOCUMENT_FILTER_NAMES].sort()).toEqual(
      ['desde', 'from', 'hasta', 'tipo', 'to', 'type'].sort(),
    );
  });
});

describe('documentTypeOptions', () => {
  it.each(['es', 'en'] as const)(
    'gives every type in the alphabetical order of %s (its collation)',
    (lang) => {
      const options = documentTypeOptions(lang);
      const labels = options.map((o) => o.label);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(lang).compare));
      expect(new Set(options.map((o) => o.id)).size).toBe(DOCUMENT_TYPES.length);
    },
  );
});
