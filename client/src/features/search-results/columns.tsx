/**
 * Column definitions of the result grids (specification §§2, 3 and 5). Column ids are
 * `_source.<field>`, which the server sorts and filters by (docs/architecture.md "Contracts").
 */
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { IntlShape } from 'react-intl';
import type { SiteConfig } from '#shared/branding.js';
import { countryLabel, marketLabel, statusLabel, valueTypeLabel } from '#shared/codes.js';
import { formatDateTime } from '#shared/dates.js';
import { formatPrice } from '#shared/format.js';
import { issuerPageLink } from '#shared/issuer.js';
import { administratorOf, documentUrl, instrumentLink } from '#shared/search/hit-links.js';
import type { Lang } from '#shared/types/common.js';
import type { DocumentHit, InstrumentHit } from '#shared/types/entities.js';
import { FileLink } from '../../search/FileLink.js';
import { ADDRESS_COLUMN } from './csv-export.js';
import { Highlight } from '../../search/Highlight.js';
import styles from './ResultsGrid.module.css';

export interface ColumnContext {
  lang: Lang;
  intl: IntlShape;
  site: SiteConfig;
  /** The search text, for highlighting. */
  query: string;
}

const col = (field: string) => `_source.${field}`;

/** What every column of the grids has unless it says otherwise (the grid's `defaultColDef`). */
export const DEFAULT_COLUMN = {
  sortable: true,
  floatingFilter: true,
  resizable: false,
  flex: 1,
} as const satisfies ColDef;

const TEXT_FILTER = {
  filter: 'agTextColumnFilter',
  filterParams: { maxNumConditions: 2, buttons: ['reset'] },
} as const;
const NUMBER_FILTER = {
  filter: 'agNumberColumnFilter',
  filterParams: { maxNumConditions: 2, buttons: ['reset'] },
} as const;
// A text box that takes `YYYY-MM-DD`, as the column shows dates: the browser's date picker
// follows the browser's locale (mm/dd/yyyy in an English Chromium), not the site's. The options
// include 'on or after' and 'on or before': the documents filters' range (decision 118).
const DATE_FILTER = {
  filter: 'agDateColumnFilter',
  filterParams: {
    maxNumConditions: 2,
    buttons: ['reset'],
    browserDatePicker: false,
    filterOptions: [
      'equals',
      'notEqual',
      'greaterThanOrEqual',
      'lessThanOrEqual',
      'lessThan',
      'greaterThan',
      'inRange',
      'blank',
      'notBlank',
    ],
  },
} as const;

function header(ctx: ColumnContext, name: string): string {
  return ctx.intl.formatMessage({ id: `searchResults.col.${name}` });
}

/**
 * The ticker of an instrument row: the issuer's page on this site (decision 117), else the link of
 * specification §5 (or plain text).
 */
function TickerCell({ data, context }: ICellRendererParams<InstrumentHit, unknown, ColumnContext>) {
  if (!data) return null;
  const href =
    issuerPageLink(context.lang, data.cve_emisora, context.site.siteSegment) ??
    instrumentLink(data, context.lang, context.site);
  const text = <Highlight text={data.cve_emisora} query={context.query} />;
  return href ? (
    <a className={styles.link} href={href}>
      {text}
    </a>
  ) : (
    <span>{text}</span>
  );
}

/**
 * A number, right-aligned (the cell's formatted value in a block aligned right: the grid's
 * 'rightAligned' column type needs its cell style module).
 */
function NumberCell({ valueFormatted }: ICellRendererParams) {
  return <span className={styles.number}>{valueFormatted}</span>;
}

/**
 * A text cell with the query's words marked, cut by its own unpadded block: the grid's cell clips
 * at its padding's edge, so a mark cut by the ellipsis would paint into the padding.
 */
function HighlightCell({ value, context }: ICellRendererParams<unknown, unknown, ColumnContext>) {
  return (
    <span className={styles.clip}>
      <Highlight text={typeof value === 'string' ? value : ''} query={context.query} />
    </span>
  );
}

function MainFileCell({ data, context }: ICellRendererParams<DocumentHit, unknown, ColumnContext>) {
  return data ? <FileLink file={data.documento_html} kind="main" ctx={context} /> : null;
}

function AttachmentCell({
  data,
  context,
}: ICellRendererParams<DocumentHit, unknown, ColumnContext>) {
  return data ? <FileLink file={data.documento_binario} kind="attachment" ctx={context} /> : null;
}

export function instrumentColumns(ctx: ColumnContext): ColDef<InstrumentHit>[] {
  const { lang } = ctx;
  const price = (field: 'ultimo_precio_operado' | 'precio_promedio_ponderado') =>
    ({
      colId: col(field),
      field,
      headerName: header(ctx, field),
      headerClass: 'ag-right-aligned-header',
      cellRenderer: NumberCell,
      valueFormatter: ({ value }: { value: unknown }) =>
        formatPrice(value as number | null, lang, ctx.site.currency),
      minWidth: 140,
      ...NUMBER_FILTER,
    }) satisfies ColDef<InstrumentHit>;
  // Ticker, series, name, last price and time first: what a visitor looks for, and what shows
  // before any sideways scroll.
  return [
    {
      colId: col('cve_emisora'),
      field: 'cve_emisora',
      headerName: header(ctx, 'cve_emisora'),
      cellRenderer: TickerCell,
      minWidth: 110,
      ...TEXT_FILTER,
    },
    {
      colId: col('serie'),
      field: 'serie',
      headerName: header(ctx, 'serie'),
      minWidth: 90,
      ...TEXT_FILTER,
    },
    {
      colId: col('razon_social'),
      field: 'razon_social',
      headerName: header(ctx, 'razon_social'),
      cellRenderer: HighlightCell,
      minWidth: 240,
      flex: 2,
      ...TEXT_FILTER,
    },
    price('ultimo_precio_operado'),
    {
      colId: col('hora'),
      field: 'hora',
      headerName: header(ctx, 'hora'),
      minWidth: 100,
      ...TEXT_FILTER,
    },
    price('precio_promedio_ponderado'),
    {
      colId: col('tipo_valor'),
      field: 'tipo_valor',
      headerName: header(ctx, 'tipo_valor'),
      valueFormatter: ({ value }) =>
        `${String(value ?? '')} · ${valueTypeLabel(value as string, lang)}`,
      minWidth: 170,
      ...TEXT_FILTER,
    },
    {
      colId: col('mercado'),
      field: 'mercado',
      headerName: header(ctx, 'mercado'),
      valueFormatter: ({ value }) => marketLabel(value as string, lang),
      minWidth: 140,
      filter: false,
    },
    {
      colId: col('estatus'),
      field: 'estatus',
      headerName: header(ctx, 'estatus'),
      valueFormatter: ({ value }) => statusLabel(value as number, lang),
      minWidth: 120,
      filter: false,
    },
    {
      colId: col('paisOrigen'),
      field: 'paisOrigen',
      headerName: header(ctx, 'paisOrigen'),
      valueFormatter: ({ value }) => countryLabel(value as string, lang),
      minWidth: 140,
      filter: false,
    },
    {
      colId: col('bolsa_cotiza'),
      field: 'bolsa_cotiza',
      headerName: header(ctx, 'bolsa_cotiza'),
      minWidth: 100,
      ...TEXT_FILTER,
    },
    {
      colId: 'administrator',
      headerName: header(ctx, 'administrator'),
      valueGetter: ({ data }) => (data ? administratorOf(data) : ''),
      sortable: false,
      filter: false,
      minWidth: 140,
    },
    {
      colId: col('instrumento'),
      field: 'instrumento',
      headerName: header(ctx, 'instrumento'),
      minWidth: 150,
      ...TEXT_FILTER,
    },
  ];
}

export function documentColumns(ctx: ColumnContext): ColDef<DocumentHit>[] {
  const tag = ctx.lang === 'es' ? 'tag_es' : 'tag_en';
  return [
    {
      colId: col('cve_empresa'),
      field: 'cve_empresa',
      headerName: header(ctx, 'cve_empresa'),
      cellRenderer: HighlightCell,
      minWidth: 110,
      ...TEXT_FILTER,
    },
    { colId: col(tag), field: tag, headerName: header(ctx, 'tag'), minWidth: 170, ...TEXT_FILTER },
    {
      colId: col('descripccion_documento'),
      field: 'descripccion_documento',
      headerName: header(ctx, 'descripccion_documento'),
      cellRenderer: HighlightCell,
      minWidth: 280,
      flex: 2,
      ...TEXT_FILTER,
    },
    {
      colId: col('fecha_recepcion'),
      field: 'fecha_recepcion',
      headerName: header(ctx, 'fecha_recepcion'),
      valueFormatter: ({ value }) => formatDateTime(value as string),
      minWidth: 180,
      ...DATE_FILTER,
    },
    {
      colId: 'documento_html',
      headerName: header(ctx, 'documento_html'),
      // The file's address: what a CSV export of the grid holds for the icon link.
      valueGetter: ({ data }) => documentUrl(data?.documento_html?.url_documento) ?? '',
      context: ADDRESS_COLUMN,
      cellRenderer: MainFileCell,
      sortable: false,
      filter: false,
      minWidth: 110,
    },
    {
      colId: 'documento_binario',
      headerName: header(ctx, 'documento_binario'),
      // The file's address: what a CSV export of the grid holds for the icon link.
      valueGetter: ({ data }) => documentUrl(data?.documento_binario?.url_documento) ?? '',
      context: ADDRESS_COLUMN,
      cellRenderer: AttachmentCell,
      sortable: false,
      filter: false,
      minWidth: 110,
    },
  ];
}
