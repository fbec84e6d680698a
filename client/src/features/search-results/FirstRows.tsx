/**
 * A grid's rows as plain tables: the first page for visitors without JavaScript (the grid itself
 * runs in the browser only), rendered inside `<noscript>`, so a page with JavaScript never shows
 * it; and the page the grid shows, for print (`PrintedRows`).
 */
import type { ColDef } from 'ag-grid-community';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '#shared/dates.js';
import { formatPrice } from '#shared/format.js';
import { issuerPageLink } from '#shared/issuer.js';
import type { DocumentHit, InstrumentHit } from '#shared/types/entities.js';
import type { ColumnContext } from './columns.js';
import { FileLink } from '../../search/FileLink.js';
import { cellText, isAddressColumn } from './csv-export.js';
import styles from './SearchResults.module.css';

type Cell = (row: never) => ReactNode;

export function FirstRows({
  kind,
  rows,
  context,
}: {
  kind: 'instruments' | 'documents';
  rows: readonly unknown[];
  context: ColumnContext;
}) {
  const intl = useIntl();
  const head = (id: string) => intl.formatMessage({ id: `searchResults.col.${id}` });
  const columns: [string, Cell][] =
    kind === 'instruments'
      ? [
          [
            'cve_emisora',
            // The issuer's page (decision 117), as the grid links it.
            (r: InstrumentHit) => {
              const href = issuerPageLink(context.lang, r.cve_emisora, context.site.siteSegment);
              return href ? <a href={href}>{r.cve_emisora}</a> : r.cve_emisora;
            },
          ],
          ['serie', (r: InstrumentHit) => r.serie],
          ['razon_social', (r: InstrumentHit) => r.razon_social],
          [
            'ultimo_precio_operado',
            (r: InstrumentHit) =>
              formatPrice(r.ultimo_precio_operado, context.lang, context.site.currency),
          ],
          ['hora', (r: InstrumentHit) => r.hora],
        ]
      : [
          ['cve_empresa', (r: DocumentHit) => r.cve_empresa],
          ['descripccion_documento', (r: DocumentHit) => r.descripccion_documento],
          ['fecha_recepcion', (r: DocumentHit) => formatDateTime(r.fecha_recepcion)],
          [
            'documento_html',
            (r: DocumentHit) => (
              <>
                <FileLink file={r.documento_html} kind="main" ctx={context} />{' '}
                <FileLink file={r.documento_binario} kind="attachment" ctx={context} />
              </>
            ),
          ],
        ];
  if (rows.length === 0) {
    return <p className={styles.note}>{intl.formatMessage({ id: 'searchResults.noResults' })}</p>;
  }
  return (
    <div className={styles.firstRows}>
      <p className={styles.note}>{intl.formatMessage({ id: 'searchResults.noScript' })}</p>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map(([id]) => (
                <th key={id} scope="col">
                  {head(id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {columns.map(([id, cell]) => (
                  <td key={id}>{cell(row as never)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The rows of the page a grid shows, for print (decision 103): every column, each cell as the grid
 * formats it and addresses in full (a printed icon opens nothing). `className` hides it on screen.
 */
export function PrintedRows<T>({
  className,
  columns,
  rows,
  context,
}: {
  className?: string;
  columns: readonly ColDef<T>[];
  rows: readonly T[];
  context: ColumnContext;
}) {
  const origin = window.location.origin;
  return (
    <table className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.colId} scope="col">
              {column.headerName}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {columns.map((column) => (
              <td key={column.colId} data-address={isAddressColumn(column) || undefined}>
                {cellText(column, row, context, origin)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
