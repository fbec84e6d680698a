import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createIntl } from 'react-intl';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import type { Lang } from '#shared/types/common.js';
import type { DocumentHit, InstrumentHit } from '#shared/types/entities.js';
import { messages } from '../../i18n/messages.js';
import { documentColumns, instrumentColumns, type ColumnContext } from './columns.js';
import { documentServerColumns, INSTRUMENT_SERVER_COLUMNS } from './grid-view.js';
import { documentHit, instrument } from './test-fixtures.js';

const ctx = (lang: Lang): ColumnContext => ({
  lang,
  intl: createIntl({ locale: lang, messages: messages[lang] }),
  site: DEFAULT_SITE_CONFIG,
  query: 'amx',
});

const column = <T,>(columns: ColDef<T>[], colId: string) => {
  const found = columns.find((c) => c.colId === colId);
  if (!found) throw new Error(`no column ${colId}`);
  return found;
};

function renderCell<T>(def: ColDef<T>, data: T, context: ColumnContext) {
  const Cell = def.cellRenderer as ComponentType<ICellRendererParams<T, unknown, ColumnContext>>;
  const field = def.field as keyof T | undefined;
  const params = { data, value: field ? data[field] : undefined, context } as ICellRendererParams<
    T,
    unknown,
    ColumnContext
  >;
  return render(<Cell {...params} />);
}

/** The ids the server sorts and filters by: `_source.<field>`. */
const serverColumnIds = (columns: readonly ColDef[]) =>
  columns.map((c) => c.colId ?? '').filter((id) => id.startsWith('_source.'));

const format = <T,>(def: ColDef<T>, value: unknown) =>
  (def.valueFormatter as (p: { value: unknown }) => string)({ value });

describe('instrument columns', () => {
  it('use _source.<field> ids for every server column, with the computed administrator column apart', () => {
    const cols = instrumentColumns(ctx('es'));
    expect(serverColumnIds(cols)).toContain('_source.razon_social');
    // The ids the route's loader reads the URL's view with, before any column exists.
    expect(serverColumnIds(cols)).toEqual(INSTRUMENT_SERVER_COLUMNS);
    const admin = column(cols, 'administrator');
    expect(admin.sortable).toBe(false);
    expect(admin.filter).toBe(false);
  });

  it('link tickers to the issuer’s page on this site, in the page’s language (decision 117)', () => {
    const cols = instrumentColumns(ctx('es'));
    const ticker = column(cols, '_source.cve_emisora');

    const { unmount } = renderCell<InstrumentHit>(ticker, instrument(), ctx('es'));
    expect(screen.getByRole('link', { name: 'AMX' }).getAttribute('href')).toBe(
      '/es/bmv/emisoras/AMX',
    );
    unmount();

    // Fund series and the second exchange too: the page is this site's, for every issuer.
    const fund = renderCell<InstrumentHit>(
      column(instrumentColumns(ctx('en')), '_source.cve_emisora'),
      instrument({ cve_emisora: 'NTEIPC+', tipo_valor: '51', id_bolsa_listada: 127 }),
      ctx('en'),
    );
    expect(screen.getByRole('link', { name: 'NTEIPC+' }).getAttribute('href')).toBe(
      '/en/bmv/issuers/NTEIPC%2B',
    );
    fund.unmount();

    // A key without a key's shape keeps the profile link of specification §5.
    renderCell<InstrumentHit>(ticker, instrument({ cve_emisora: 'bad key' }), ctx('es'));
    expect(screen.getByRole('link', { name: 'bad key' }).getAttribute('href')).toMatch(/-1000$/);
  });

  it('fill the administrator column: operator for 51/52/54, parent key for warrants, N/A otherwise', () => {
    const admin = column(instrumentColumns(ctx('es')), 'administrator');
    const get = (data: InstrumentHit) =>
      (admin.valueGetter as (p: { data: InstrumentHit }) => string)({ data });
    expect(get(instrument({ tipo_valor: '52', operadora: 'GBM' }))).toBe('GBM');
    expect(get(instrument({ tipo_valor: 'WC', cve_emisora_parent: 'AMX' }))).toBe('AMX');
    expect(get(instrument({ tipo_valor: '1' }))).toBe('N/A');
  });

  it('format prices per language and describe codes in words', () => {
    const es = instrumentColumns(ctx('es'));
    const en = instrumentColumns(ctx('en'));
    expect(format(column(es, '_source.ultimo_precio_operado'), 1234.5)).toBe('1,234.50 €');
    expect(format(column(en, '_source.ultimo_precio_operado'), 1234.5)).toBe('€1,234.50');
    expect(format(column(en, '_source.precio_promedio_ponderado'), null)).toBe('');
    expect(format(column(es, '_source.estatus'), 3)).toBe('Suspendida');
    expect(format(column(en, '_source.estatus'), 2)).toBe('Cancelled');
    expect(format(column(en, '_source.mercado'), 'MD')).toMatch(/debt/i);
    expect(format(column(es, '_source.tipo_valor'), '1')).toBe('1 · Acciones');
  });

  it('right-align prices: header and cell', () => {
    const price = column(instrumentColumns(ctx('es')), '_source.ultimo_precio_operado');
    expect(price.headerClass).toBe('ag-right-aligned-header');
    const Cell = price.cellRenderer as ComponentType<Partial<ICellRendererParams>>;
    const { container } = render(<Cell value={1234.5} valueFormatted="1,234.50 €" />);
    const span = container.querySelector('span');
    expect(span?.textContent).toBe('1,234.50 €');
    expect(span?.className).toBe('number');
  });
});

describe('document columns', () => {
  it('show the tag of the current language and dates as YYYY-MM-DD HH:mm', () => {
    const es = documentColumns(ctx('es'));
    const en = documentColumns(ctx('en'));
    expect(serverColumnIds(es)).toContain('_source.tag_es');
    expect(serverColumnIds(en)).toContain('_source.tag_en');
    expect(serverColumnIds(en)).not.toContain('_source.tag_es');
    expect(serverColumnIds(es)).toEqual(documentServerColumns('es'));
    expect(serverColumnIds(en)).toEqual(documentServerColumns('en'));
    expect(format(column(es, '_source.fecha_recepcion'), '2025-03-04 17:05:33')).toBe(
      '2025-03-04 17:05',
    );
    expect(format(column(es, '_source.fecha_recepcion'), 'not a date')).toBe('');
  });

  it('show the main file and the attachment as icon links by format, in a new window', () => {
    const cols = documentColumns(ctx('en'));
    const { container, unmount } = renderCell<DocumentHit>(
      column(cols, 'documento_html'),
      documentHit(),
      ctx('en'),
    );
    const main = screen.getByRole('link', {
      name: /^HTML ?: Main document \(HTML\) \(opens in a new window\)$/,
    });
    expect(main).toHaveAttribute('target', '_blank');
    expect(main).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('svg')).toHaveAttribute('data-format', 'html');
    unmount();

    renderCell<DocumentHit>(column(cols, 'documento_binario'), documentHit(), ctx('en'));
    expect(screen.getByRole('link', { name: /^PDF ?: Attachment \(PDF\)/ })).toHaveAttribute(
      'href',
      '/docs/amx/1.pdf',
    );
  });

  it('show no icon for a missing file or an unsafe URL', () => {
    const cols = documentColumns(ctx('es'));
    const { container } = renderCell<DocumentHit>(
      column(cols, 'documento_binario'),
      documentHit({ documento_binario: { url_documento: 'javascript:alert(1)', formato: 'pdf' } }),
      ctx('es'),
    );
    expect(container.querySelector('a')).toBeNull();
    const missing = renderCell<DocumentHit>(
      column(cols, 'documento_html'),
      documentHit({ documento_html: null }),
      ctx('es'),
    );
    expect(missing.container.querySelector('a')).toBeNull();
  });
});
