import { createIntl } from 'react-intl';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import type { Lang } from '#shared/types/common.js';
import type { GridRequest } from '#shared/types/grid.js';
import { messages } from '../../i18n/messages.js';
import { documentColumns, instrumentColumns, type ColumnContext } from './columns.js';
import {
  csvCell,
  csvConvention,
  csvNumber,
  fetchViewRows,
  rowsToCsv,
  toCsv,
} from './csv-export.js';
import { documentHit, instrument } from './test-fixtures.js';

const ctx = (lang: Lang): ColumnContext => ({
  lang,
  intl: createIntl({ locale: lang, messages: messages[lang] }),
  site: DEFAULT_SITE_CONFIG,
  query: 'amx',
});
const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('CSV text', () => {
  it('starts with a UTF-8 byte order mark and ends each line with CRLF', () => {
    const csv = toCsv(['a', 'b'], [['1', '2']]);
    expect(csv).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('quotes cells with separators, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('AMÉRICA MÓVIL, S.A.B.')).toBe('"AMÉRICA MÓVIL, S.A.B."');
    expect(csvCell('el "IPC"')).toBe('"el ""IPC"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });

  it('keeps a spreadsheet from running a cell as a formula, but not a negative number', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-1.5')).toBe('-1.5');
  });

  it('keeps a formula that starts like a negative number from running', () => {
    const payload = "-2+3+cmd|' /C calc'!A0";
    expect(csvCell(payload)).toBe(`'${payload}`);
  });

  it('quotes a cell holding the separator in use, and only then', () => {
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell('a;b', ',')).toBe('a;b');
  });
});

describe('spreadsheet conventions', () => {
  it("follows the page's number format: Spanish as in Mexico and English both use a decimal point", () => {
    expect(csvConvention('es')).toEqual({ separator: ',', decimal: '.' });
    expect(csvConvention('en')).toEqual({ separator: ',', decimal: '.' });
  });

  it('writes numbers without grouping or symbol, with the decimal mark of the convention', () => {
    expect(csvNumber(1234.5, { separator: ',', decimal: '.' })).toBe('1234.5');
    expect(csvNumber(-0.25, { separator: ';', decimal: ',' })).toBe('-0,25');
    expect(csvNumber(Number.NaN, { separator: ',', decimal: '.' })).toBe('');
  });

  it("separates cells with the convention's separator and leaves numbers unquoted", () => {
    expect(toCsv(['a', 'b'], [['x;y', 1234.5]], { separator: ';', decimal: ',' })).toBe(
      '\uFEFFa;b\r\n"x;y";1234,5\r\n',
    );
  });
});

describe('rows as the grid shows them', () => {
  const origin = 'https://www.example.mx';

  it.each([
    ['es', 'Clave', '"AMÉRICA MÓVIL, S.A.B. DE C.V."'],
    ['en', 'Ticker', '"AMÉRICA MÓVIL, S.A.B. DE C.V."'],
  ] as const)(
    'instruments in %s: headers in the language, prices as plain numbers',
    (lang, ticker, name) => {
      const context = ctx(lang);
      const csv = rowsToCsv(
        instrumentColumns(context),
        [instrument({ cve_emisora: 'AMX', ultimo_precio_operado: 1234.5 })],
        context,
        { lang, origin },
      );
      const [head, row] = lines(csv);
      expect(head?.split(',')[0]).toBe(ticker);
      expect(row).toContain(name);
      expect(row).toMatch(/,1234\.5(,|$)/);
      expect(row).not.toMatch(/€|1,234/);
    },
  );

  it("documents: the reception date as shown and each file's absolute address", () => {
    const context = ctx('es');
    const [, row] = lines(
      rowsToCsv(documentColumns(context), [documentHit()], context, { lang: 'es', origin }),
    );
    expect(row).toContain('2025-03-04 17:05');
    expect(row).toMatch(
      /,https:\/\/www\.example\.mx\/docs\/amx\/1\.html,https:\/\/www\.example\.mx\/docs\/amx\/1\.pdf$/,
    );
  });
});

describe('fetching the rows of the view', () => {
  const view: Pick<GridRequest, 'sortModel' | 'filterModel'> = {
    sortModel: [{ colId: '_source.fecha_recepcion', sort: 'desc' }],
    filterModel: { '_source.cve_empresa': { filterType: 'text', type: 'contains', filter: 'amx' } },
  };
  const pages = (total: number) =>
    jest.fn((requestJson: string) => {
      const { startRow, endRow } = JSON.parse(requestJson) as { startRow: number; endRow: number };
      const rows = Array.from(
        { length: Math.max(0, Math.min(endRow, total) - startRow) },
        (_, i) => startRow + i,
      );
      return Promise.resolve({ data: { rows, total } });
    });

  it("asks page after page with the view's sort and filter, up to the bound", async () => {
    const fetchPage = pages(250);
    const { rows, total } = await fetchViewRows(fetchPage, view, 1000, 100);
    expect(rows).toHaveLength(250);
    expect(total).toBe(250);
    expect(rows[249]).toBe(249);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    const first = JSON.parse(fetchPage.mock.calls[0]?.[0] ?? '{}') as Record<string, unknown>;
    expect(first).toEqual({ startRow: 0, endRow: 100, ...view });
  });

  it('stops at the bound however many rows the view has, and says how many it has', async () => {
    const fetchPage = pages(1003);
    const { rows, total } = await fetchViewRows(fetchPage, view, 1000, 100);
    expect(rows).toHaveLength(1000);
    expect(total).toBe(1003);
    expect(fetchPage).toHaveBeenCalledTimes(10);
  });

  it('fails as a whole when a page fails', async () => {
    const fetchPage = jest
      .fn()
      .mockResolvedValueOnce({ data: { rows: Array(100).fill(1), total: 300 } })
      .mockResolvedValueOnce({ error: { status: 502 } });
    await expect(fetchViewRows(fetchPage, view, 1000, 100)).rejects.toThrow();
  });
});
