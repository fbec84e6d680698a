/**
 * Export of a results grid's current view to CSV (decisions 070 and 103), through the grid's own
 * page fetch: ag-Grid community exports only client-side rows. The byte order mark lets Excel read
 * accents; numbers are written as numbers in the page language's convention, addresses absolute.
 */
import type { ColDef, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import { NUMBER_LOCALE } from '#shared/number-locale.js';
import type { Lang } from '#shared/types/common.js';
import type { GridRequest } from '#shared/types/grid.js';
import type { PageAnswer } from './datasource.js';
import { serializeGridRequest } from './grid-request.js';

/** Most rows an export holds: a bounded number of requests, whatever the total. */
export const EXPORT_MAX_ROWS = 1000;
/** Rows per request of an export (the search service's largest page). */
export const EXPORT_PAGE_ROWS = 100;

const BOM = '\uFEFF';

/** How a spreadsheet of the language reads a CSV: its field separator and decimal mark. */
export interface CsvConvention {
  separator: ',' | ';';
  decimal: '.' | ',';
}

/**
 * The convention of the language's number format (the one the page shows): where the decimal mark
 * is a comma, spreadsheets separate fields with a semicolon.
 */
export function csvConvention(lang: Lang): CsvConvention {
  const decimal = new Intl.NumberFormat(NUMBER_LOCALE[lang])
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  return decimal === ',' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

/**
 * One text cell as CSV (RFC 4180 quoting). A text a spreadsheet would run as a formula gets a
 * leading apostrophe (OWASP "CSV injection"); a negative number is kept as it is.
 */
export function csvCell(text: string, separator: CsvConvention['separator'] = ','): string {
  const safe = /^[=+@\t\r]|^-(?!\d[\d.,]*%?$)/.test(text) ? `'${text}` : text;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A number with the convention's decimal mark, no grouping and no symbol: a spreadsheet's number. */
export const csvNumber = (value: number, { decimal }: CsvConvention): string =>
  Number.isFinite(value) ? String(value).replace('.', decimal) : '';

export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  convention: CsvConvention = { separator: ',', decimal: '.' },
): string {
  const cell = (value: string | number) =>
    typeof value === 'number' ? csvNumber(value, convention) : csvCell(value, convention.separator);
  return (
    BOM +
    [headers, ...rows].map((cells) => cells.map(cell).join(convention.separator)).join('\r\n') +
    '\r\n'
  );
}

/** Marks a column whose value is a site address (`ColDef.context`): exports show it absolute. */
export const ADDRESS_COLUMN = { address: true } as const;

export const isAddressColumn = <T>(column: ColDef<T>) =>
  (column.context as Partial<typeof ADDRESS_COLUMN> | undefined)?.address === true;

/** A column's value for `row`: its value getter's, else its field's. */
export function cellValue<T>(column: ColDef<T>, row: T, context: unknown): unknown {
  if (column.valueGetter) {
    return typeof column.valueGetter === 'function'
      ? column.valueGetter({
          data: row,
          colDef: column,
          context,
        } as unknown as ValueGetterParams<T>)
      : undefined;
  }
  return column.field ? (row as Record<string, unknown>)[column.field] : undefined;
}

/**
 * A cell's text as the grid shows it (the column's value through its formatter if it has one), an
 * address column's address made absolute against `origin` when given.
 */
export function cellText<T>(column: ColDef<T>, row: T, context: unknown, origin?: string): string {
  const value = cellValue(column, row, context);
  if (typeof column.valueFormatter === 'function') {
    return column.valueFormatter({
      data: row,
      colDef: column,
      context,
      value,
    } as unknown as ValueFormatterParams<T>);
  }
  if (typeof value === 'string') {
    return value && origin && isAddressColumn(column) ? new URL(value, origin).href : value;
  }
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** A cell of the CSV: a number as a number (not as the grid formats it), else the text shown. */
function csvValue<T>(column: ColDef<T>, row: T, context: unknown, origin: string): string | number {
  const value = cellValue(column, row, context);
  return typeof value === 'number' ? value : cellText(column, row, context, origin);
}

/**
 * The CSV of `rows` under `columns` (their header names and values) in the convention of `lang`,
 * addresses absolute against `origin` (the page's).
 */
export function rowsToCsv<T>(
  columns: readonly ColDef<T>[],
  rows: readonly T[],
  context: unknown,
  { lang, origin }: { lang: Lang; origin: string },
) {
  return toCsv(
    columns.map((c) => c.headerName ?? ''),
    rows.map((row) => columns.map((c) => csvValue(c, row, context, origin))),
    csvConvention(lang),
  );
}

/**
 * Every row of the view of `request` (its sort and filter, from its first row), up to `maxRows`,
 * a page of `pageRows` at a time, and the view's total (more than the rows when the limit cut
 * them); throws when a page fails, so nothing partial is offered.
 */
export async function fetchViewRows<T>(
  fetchPage: (requestJson: string) => Promise<PageAnswer<T>>,
  request: Pick<GridRequest, 'sortModel' | 'filterModel'>,
  maxRows = EXPORT_MAX_ROWS,
  pageRows = EXPORT_PAGE_ROWS,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = 0;
  for (let start = 0; start < maxRows; start += pageRows) {
    const endRow = Math.min(start + pageRows, maxRows);
    const answer = await fetchPage(serializeGridRequest({ ...request, startRow: start, endRow }));
    if (!answer.data) throw new Error('an export page failed');
    rows.push(...answer.data.rows.slice(0, endRow - start));
    total = Math.max(answer.data.total, rows.length);
    if (answer.data.rows.length < endRow - start || rows.length >= answer.data.total) break;
  }
  return { rows, total };
}

/** Offers `csv` as a download named `fileName`. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: the download has its own reference by then.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
