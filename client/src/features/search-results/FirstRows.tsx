/**
 * A grid's rows as tables. `FirstRows`: the first page the route loaded, drawn in the grid's box
 * with the grid's columns, look and sizes from the server render on, until the grid's code takes
 * over (decision 122); without JavaScript it stays. `PrintedRows`: the page the grid shows, for
 * print (decision 103).
 */
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type DataColumn } from '../../ui/DataTable.js';
import { DEFAULT_COLUMN, type ColumnContext } from './columns.js';
import { cellText, cellValue, isAddressColumn } from './csv-export.js';
import styles from './SearchResults.module.css';

/** A column of the grid as a table column: its header, and its cell as the grid draws it. */
function tableColumn<T>(column: ColDef<T>, context: ColumnContext): DataColumn<T> {
  // Cell renderers are the React components of columns.tsx; they read these four parameters.
  const Renderer = column.cellRenderer as ComponentType<ICellRendererParams<T>> | undefined;
  return {
    id: column.colId ?? '',
    header: column.headerName,
    numeric: column.headerClass === 'ag-right-aligned-header',
    cell: (row) => {
      if (!Renderer) return cellText(column, row, context);
      const params = {
        data: row,
        value: cellValue(column, row, context),
        valueFormatted: column.valueFormatter ? cellText(column, row, context) : null,
        context,
      } as ICellRendererParams<T>;
      return <Renderer {...params} />;
    },
  };
}

/** The grid's column widths as grid tracks: ag-Grid's flex columns with their minimum widths. */
export const gridTracks = (columns: readonly ColDef[]) =>
  columns
    .map((c) => `minmax(${String(c.minWidth ?? 0)}px, ${String(c.flex ?? DEFAULT_COLUMN.flex)}fr)`)
    .join(' ');

export function FirstRows<T>({
  columns,
  rows,
  context,
}: {
  columns: readonly ColDef<T>[];
  rows: readonly T[];
  context: ColumnContext;
}) {
  const intl = useIntl();
  if (rows.length === 0) {
    return <p className={styles.note}>{intl.formatMessage({ id: 'searchResults.noResults' })}</p>;
  }
  return (
    <div className={styles.firstRows}>
      <div className={styles.firstRowsScroll}>
        <DataTable
          look="grid"
          columns={columns.map((column) => tableColumn(column, context))}
          rows={rows}
          tracks={gridTracks(columns)}
        />
      </div>
      {/* The grid's paging bar's place. */}
      <div className={styles.pagingBar} />
    </div>
  );
}

/**
 * The rows of the page a grid shows, for print (decision 103): every column, each cell as the grid
 * formats it and addresses in full (a printed icon opens nothing). `className` hides it on screen.
 */
export function PrintedRows<T>({
  className,
  addressClassName,
  columns,
  rows,
  context,
}: {
  className?: string;
  /** The class of the cells of addresses (which may break anywhere). */
  addressClassName?: string;
  columns: readonly ColDef<T>[];
  rows: readonly T[];
  context: ColumnContext;
}) {
  const origin = window.location.origin;
  return (
    <DataTable
      className={className}
      columns={columns.map((column) => ({
        id: column.colId ?? '',
        header: column.headerName,
        cell: (row: T) => cellText(column, row, context, origin),
        className: isAddressColumn(column) ? addressClassName : undefined,
      }))}
      rows={rows}
    />
  );
}
