/**
 * A server-side paged result grid (SPEC section 2): ag-Grid community's Infinite Row Model with
 * pagination (page size 20, block size 20, one block kept), floating filters, server sort and
 * filter through `requestJson`. Only the modules used are registered; this module is loaded only
 * by the results page's lazy chunk. The view (page, sort, filter) starts from the URL and every
 * change is reported back so the URL follows it. The infinite model has no "no rows" overlay: an
 * explicit empty state is rendered here.
 */
import {
  CellStyleModule,
  DateFilterModule,
  GridStateModule,
  InfiniteRowModelModule,
  LocaleModule,
  ModuleRegistry,
  NumberFilterModule,
  PaginationModule,
  TextFilterModule,
  themeQuartz,
  type ColDef,
  type GridApi,
  type GridState,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { GRID_PAGE_SIZE } from '../../../../shared/constants.js';
import type { ColumnContext } from './columns.js';
import { gridDatasource, type PageAnswer, type PageOutcome } from './datasource.js';
import type { GridView } from './grid-request.js';
import styles from './ResultsGrid.module.css';

ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  GridStateModule,
  LocaleModule,
  CellStyleModule,
  PaginationModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
]);

const theme = themeQuartz.withParams({
  fontFamily: 'inherit',
  headerFontWeight: 700,
  accentColor: '#1d4e89',
  wrapperBorderRadius: 4,
});

const LOCALE_PREFIX = 'searchResults.grid.';

/**
 * The grid's own texts (ag-Grid `localeText` keys) taken from the catalogs, formatted through intl
 * (production catalogs are compiled, not strings).
 */
export const GRID_LOCALE_KEYS = [
  'page',
  'of',
  'to',
  'more',
  'firstPage',
  'previousPage',
  'nextPage',
  'lastPage',
  'pageSizeSelectorLabel',
  'loadingOoo',
  'noRowsToShow',
  'filterOoo',
  'equals',
  'notEqual',
  'blank',
  'notBlank',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'lessThan',
  'greaterThan',
  'lessThanOrEqual',
  'greaterThanOrEqual',
  'inRange',
  'inRangeStart',
  'inRangeEnd',
  'before',
  'after',
  'andCondition',
  'orCondition',
  'dateFormatOoo',
  'applyFilter',
  'resetFilter',
  'clearFilter',
  'cancelFilter',
  'ariaFilterInput',
  'ariaFilterValue',
  'ariaFilteringOperator',
  'ariaColumn',
  'ariaPageSizeSelectorLabel',
  'ariaSortableColumn',
  'ariaMenuColumn',
  'ariaFilterMenuOpen',
] as const;

export interface ResultsGridProps<T> {
  columns: ColDef<T>[];
  context: ColumnContext;
  fetchPage: (requestJson: string) => Promise<PageAnswer<T>>;
  view: GridView;
  onViewChange: (view: GridView) => void;
  /** 640 or 660 px (SPEC section 9). */
  height: number;
  label: string;
}

/** The CSP nonce of the page (on its scripts), for the styles the grid's theme injects. */
function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

function viewOf(api: GridApi): GridView {
  // The grid state (GridStateModule) holds the sort in order, the filters and the page.
  const state = api.getState();
  return {
    page: api.paginationGetCurrentPage(),
    sortModel: (state.sort?.sortModel ?? []).map(({ colId, sort }) => ({ colId, sort })),
    filterModel: state.filter?.filterModel ?? {},
  };
}

const sameView = (a: GridView, b: GridView) => JSON.stringify(a) === JSON.stringify(b);

export function ResultsGrid<T>({
  columns,
  context,
  fetchPage,
  view,
  onViewChange,
  height,
  label,
}: ResultsGridProps<T>) {
  const intl = useIntl();
  // Null until the first page has answered: the view is reported only after that.
  const [outcome, setOutcome] = useState<PageOutcome | null>(null);
  const lastView = useRef(view);
  // The infinite model starts on page 0 whatever the initial state says: the page from the URL is
  // reached once the total is known.
  const pendingPage = useRef(view.page);
  // The grid is uncontrolled: the view from the URL is its initial state only.
  const [initialState] = useState<GridState>(() => ({
    sort: { sortModel: view.sortModel },
    filter: { filterModel: view.filterModel },
    pagination: { page: view.page, pageSize: GRID_PAGE_SIZE },
  }));
  const datasource = useMemo(() => gridDatasource<T>(fetchPage, setOutcome), [fetchPage]);
  const localeText = useMemo(
    () =>
      Object.fromEntries(
        GRID_LOCALE_KEYS.map((key) => [key, intl.formatMessage({ id: `${LOCALE_PREFIX}${key}` })]),
      ),
    [intl],
  );

  const report = (api: GridApi) => {
    if (outcome === null) return;
    const next = viewOf(api);
    if (sameView(next, lastView.current)) return;
    lastView.current = next;
    onViewChange(next);
  };

  const empty = outcome?.kind === 'rows' && outcome.total === 0;
  const nonce = pageNonce();
  return (
    <section className={styles.wrapper} style={{ height }} aria-label={label}>
      <AgGridReact<T>
        theme={theme}
        loadThemeGoogleFonts={false}
        {...(nonce ? { styleNonce: nonce } : {})}
        columnDefs={columns}
        defaultColDef={{ sortable: true, floatingFilter: true, resizable: false, flex: 1 }}
        context={context}
        rowModelType="infinite"
        datasource={datasource}
        pagination
        paginationPageSize={GRID_PAGE_SIZE}
        paginationPageSizeSelector={false}
        cacheBlockSize={GRID_PAGE_SIZE}
        maxBlocksInCache={1}
        initialState={initialState}
        localeText={localeText}
        suppressMovableColumns
        onSortChanged={(e) => {
          report(e.api);
        }}
        onFilterChanged={(e) => {
          report(e.api);
        }}
        onPaginationChanged={(e) => {
          const pending = pendingPage.current;
          if (pending > 0 && e.api.paginationGetTotalPages() > pending) {
            pendingPage.current = 0;
            e.api.paginationGoToPage(pending);
            return;
          }
          if (e.newPage) report(e.api);
        }}
      />
      {empty ? (
        <p className={styles.empty} role="status">
          {intl.formatMessage({ id: 'searchResults.noResults' })}
        </p>
      ) : null}
    </section>
  );
}
