/**
 * A data table: a header row and one row per item, each column a header and a cell per row. Two
 * looks: `plain` (the issuer pages' and the results page's light tables) and `grid` (the results
 * grid's first page before the grid's code arrives, decision 122: its header and row heights, and
 * `columns` as CSS grid tracks, so the columns take the widths the grid gives them).
 */
import type { CSSProperties, ReactNode } from 'react';
import { cx } from './class-names.js';
import styles from './DataTable.module.css';

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned, in tabular figures. */
  numeric?: boolean;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** A class of the column's cells, for a look of the caller's own. */
  className?: string;
}

export function DataTable<T>({
  columns,
  rows,
  look = 'plain',
  className,
  tracks,
}: {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  look?: 'plain' | 'grid';
  /** The table's class instead of a look's. */
  className?: string;
  /** With the `grid` look: the columns' CSS grid tracks (`minmax(110px, 1fr) …`). */
  tracks?: string;
}) {
  const numeric = (column: DataColumn<T>) =>
    cx(column.numeric && styles.number, column.className) || undefined;
  const style: CSSProperties | undefined = tracks ? { gridTemplateColumns: tracks } : undefined;
  return (
    <table className={className ?? (look === 'grid' ? styles.grid : styles.plain)} style={style}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={numeric(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.id} scope="row" className={numeric(column)}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.id} className={numeric(column)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
