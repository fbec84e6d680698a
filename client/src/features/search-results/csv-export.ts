/**
 * Export of a results grid's current view to CSV (decision 070), through the grid's own page fetch:
 * ag-Grid community exports only client-side rows. The byte order mark lets Excel read accents.
 */
import type { ColDef, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import type { GridRequest } from '#shared/types/grid.js';
import type { PageAnswer } from './datasource.js';
import { serializeGridRequest } from './grid-request.js';

/** Most rows an export holds: a bounded number of requests, whatever the total. */
export const EXPORT_MAX_ROWS = 1000;
/** Rows per request of an export (the search service's largest page). */
export const EXPORT_PAGE_ROWS = 100;

const BOM = '\uFEFF';

/**
 * One cell as CSV (RFC 4180 quoting). A text a spreadsheet would run as a formula gets a leading
 * apostrophe (OWASP "CSV injection"); a negative number is kept as it is.
 */
export function csvCell(text: string): string {
  const safe = /^[=+@\t\r]|^-(?!\d[\d.,]*%?$)/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return (
    BOM + [headers, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n'
  );
}

/** A cell's text as the grid shows it: the column's value, through its formatter if it has one. */
function cellText<T>(column: ColDef<T>, row: T, context: unknown): string {
  const base = { data: row, colDef: column, context } as const;
  const value: unknown = column.valueGetter
    ? typeof column.valueGetter === 'function'
      ? column.valueGetter(base as unknown as ValueGetterParams<T>)
      : undefined
    : column.field
      ? (row as Record<string, unknown>)[column.field]
      : undefined;
  if (typeof column.valueFormatter === 'function') {
    return column.valueFormatter({ ...base, value } as unknown as ValueFormatterParams<T>);
  }
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The CSV of `rows` under `columns` (their header names and formatted values). */
export function rowsToCsv<T>(columns: readonly ColDef<T>[], rows: readonly T[], context: unknown) {
  return toCsv(
    columns.map((c) => c.headerName ?? ''),
    rows.map((row) => columns.map((c) => cellText(c, row, context))),
  );
}

/**
 * Every row of the view of `request` (its sort and filter, from its first row), up to `maxRows`,
 * a page of `pageRows` at a time; throws when a page fails, so nothing partial is offered.
 */
export async function fetchViewRows<T>(
  fetchPage: (requestJson: string) => Promise<PageAnswer<T>>,
  request: Pick<GridRequest, 'sortModel' | 'filterModel'>,
  maxRows = EXPORT_MAX_ROWS,
  pageRows = EXPORT_PAGE_ROWS,
): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < maxRows; start += pageRows) {
    const endRow = Math.min(start + pageRows, maxRows);
    const answer = await fetchPage(serializeGridRequest({ ...request, startRow: start, endRow }));
    if (!answer.data) throw new Error('an export page failed');
    rows.push(...answer.data.rows.slice(0, endRow - start));
    if (answer.data.rows.length < endRow - start || rows.length >= answer.data.total) break;
  }
  return rows;
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
