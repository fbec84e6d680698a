/**
 * A server-side paged result grid (specification §2) on ag-Grid's Infinite Row Model. Without the
 * grid state module, kept out of the chunk, the URL's view is applied piece by piece below.
 */
import {
  DateFilterModule,
  InfiniteRowModelModule,
  LocaleModule,
  ModuleRegistry,
  NumberFilterModule,
  PaginationModule,
  TextFilterModule,
  themeQuartz,
  type ColDef,
  type GridApi,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { GRID_PAGE_SIZE } from '#shared/constants.js';
import { formatCount } from '#shared/number-locale.js';
import type { GridSortItem } from '#shared/types/grid.js';
import { DEFAULT_COLUMN, type ColumnContext } from './columns.js';
import { gridDatasource, viewReporter, type PageAnswer, type PageOutcome } from './datasource.js';
import { cx } from '../../ui/class-names.js';
import { PrintedRows } from './FirstRows.js';
import type { GridView } from './grid-request.js';
import styles from './ResultsGrid.module.css';

ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  LocaleModule,
  PaginationModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
]);

// The site's colour tokens: the grid follows the page's theme (decision 070), no mode of its own.
const theme = themeQuartz.withParams({
  fontFamily: 'inherit',
  headerFontWeight: 700,
  accentColor: 'var(--color-blue)',
  backgroundColor: 'var(--color-surface)',
  foregroundColor: 'var(--color-text)',
  browserColorScheme: 'inherit',
  wrapperBorderRadius: 4,
});

/**
 * ag-Grid's overlays the page replaces with its own empty state: the no-matching-rows overlay's
 * text is not among the grid's locale keys, so it would not follow the page's language.
 */
const NO_GRID_OVERLAYS: ('noRows' | 'noMatchingRows')[] = ['noRows', 'noMatchingRows'];

/**
 * The nonce the page's CSP allows the theme's style elements by (decision 100): the build's, which
 * Vite writes in a `csp-nonce` meta tag (read as a property: browsers hide the attribute).
 */
const styleNonce = () =>
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

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
  'number',
  'thousandSeparator',
  'decimalSeparator',
  'pageLastRowUnknown',
  'invalidDate',
  'invalidNumber',
  'loadingError',
  'ariaDateFilterInput',
  'ariaFilterFromValue',
  'ariaFilterToValue',
  'ariaLabelInputClear',
  'ariaFilterColumn',
  'ariaColumnFiltered',
  'ariaLabelColumnFilter',
  'ariaLabelColumnMenu',
  'ariaLabelTooltip',
  'ariaSkeletonCellLoading',
  'ariaSkeletonCellLoadingFailed',
  'ariaDeferSkeletonCellLoading',
] as const;

export interface ResultsGridProps<T> {
  columns: ColDef<T>[];
  context: ColumnContext;
  fetchPage: (requestJson: string) => Promise<PageAnswer<T>>;
  view: GridView;
  onViewChange: (view: GridView) => void;
  /** 640 or 660 px (specification §9). */
  height: number;
  label: string;
  /** Told whether the grid's view has no rows (the export above it is then off). */
  onEmptyChange?: (empty: boolean) => void;
  /**
   * One text per meaning of a filter model: when the URL's differs from the grid's (a form or a
   * link changed the URL), the grid takes the URL's. Default: the model's JSON.
   */
  filterKey?: (model: GridView['filterModel']) => string;
  /**
   * What the box shows over the grid until the grid has drawn the rows of the URL's page and, a
   * frame later, its filter row (decision 122): the grid moves its rows down by that row's height,
   * and reaches a later page of the URL after its first, unseen.
   */
  cover?: ReactNode;
}

/** The cover goes at the latest then, whatever the grid does (an answer that never comes). */
const COVER_DEADLINE_MS = 3000;

/** Calls `done` once the browser has drawn twice more: what the grid added meanwhile is drawn. */
function afterTwoFrames(done: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(done);
  });
  return () => {
    cancelAnimationFrame(frame);
  };
}

const jsonKey = (model: GridView['filterModel']) => JSON.stringify(model);

/** The columns with the sort of the view as their initial sort (in the view's order). */
export function withInitialSort<T>(columns: ColDef<T>[], sortModel: GridSortItem[]): ColDef<T>[] {
  return columns.map((column) => {
    const index = sortModel.findIndex((s) => s.colId === column.colId);
    const item = sortModel[index];
    return item ? { ...column, initialSort: item.sort, initialSortIndex: index } : column;
  });
}

export function ResultsGrid<T>({
  columns,
  context,
  fetchPage,
  view,
  onViewChange,
  height,
  label,
  onEmptyChange,
  filterKey = jsonKey,
  cover,
}: ResultsGridProps<T>) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<PageOutcome | null>(null);
  // Drawn: its first rows, or its answer when there are none (no rows to draw), then two frames.
  const [firstDrawn, setFirstDrawn] = useState(false);
  const [covered, setCovered] = useState(cover !== undefined);
  // The grid is uncontrolled: the URL's view is its initial view only.
  const [initial] = useState(view);
  // The page the cover shows, which the grid must reach first (the infinite model starts on page
  // 0): the URL's, or page 0 when the grid has no such page. The page of the last answer.
  const [targetPage, setTargetPage] = useState(initial.page);
  const [answeredPage, setAnsweredPage] = useState<number | null>(null);
  const onTarget = answeredPage === targetPage || outcome?.kind === 'error';
  useEffect(() => {
    if (!covered) return;
    const deadline = setTimeout(() => {
      setCovered(false);
    }, COVER_DEADLINE_MS);
    return () => {
      clearTimeout(deadline);
    };
  }, [covered]);
  useEffect(() => {
    if (!covered || !onTarget || (!firstDrawn && outcome === null)) return;
    return afterTwoFrames(() => {
      setCovered(false);
    });
  }, [covered, onTarget, firstDrawn, outcome]);
  // The rows of the page shown, printed as a plain table: the grid draws only what is on screen.
  // One block is one page, so the last page answered is the page shown.
  const [pageRows, setPageRows] = useState<readonly T[]>([]);
  // Rows and page, said to screen readers when they change (the paging bar is not a live region).
  const [summary, setSummary] = useState('');
  // With one block kept, every page, sort or filter change asks for a page, and that request is
  // the view reported back.
  const sortedColumns = useMemo(
    () => withInitialSort(columns, initial.sortModel),
    [columns, initial.sortModel],
  );
  const reporter = useMemo(() => viewReporter(initial), [initial]);
  useEffect(() => reporter.subscribe(onViewChange), [reporter, onViewChange]);
  const datasource = useMemo(
    () =>
      gridDatasource<T>(
        async (requestJson) => {
          const answer = await fetchPage(requestJson);
          setPageRows(answer.data?.rows ?? []);
          return answer;
        },
        (next) => {
          setOutcome(next);
          setAnsweredPage(reporter.shown().page);
        },
        reporter.onRequest,
      ),
    [fetchPage, reporter],
  );
  const localeText = useMemo(
    () =>
      Object.fromEntries(
        GRID_LOCALE_KEYS.map((key) => [key, intl.formatMessage({ id: `${LOCALE_PREFIX}${key}` })]),
      ),
    [intl],
  );

  // The grid gets its data source once the view's filter is set: its first request carries it.
  const [filterSet, setFilterSet] = useState(false);
  const [gridApi, setGridApi] = useState<GridApi | null>(null);
  const setInitialFilter = (api: GridApi) => {
    if (Object.keys(initial.filterModel).length > 0) api.setFilterModel(initial.filterModel);
    setGridApi(api);
    setFilterSet(true);
  };
  // The URL is the filters' one source: a change made outside the grid (decision 118) reaches it.
  const urlFilters = filterKey(view.filterModel);
  useEffect(() => {
    if (!gridApi || filterKey(reporter.shown().filterModel) === urlFilters) return;
    gridApi.setFilterModel(view.filterModel);
  }, [gridApi, filterKey, reporter, urlFilters, view.filterModel]);

  const number = (n: number) => formatCount(n, context.lang);
  const empty = outcome?.kind === 'rows' && outcome.total === 0;
  useEffect(() => {
    onEmptyChange?.(empty);
  }, [empty, onEmptyChange]);
  return (
    <>
      <p className="visually-hidden" role="status" data-testid="grid-summary">
        {summary}
      </p>
      {/* The box the first rows held (decision 122): the same place and size. */}
      <section
        className={cx(styles.wrapper, covered && styles.covered)}
        style={{ height }}
        aria-label={label}
        data-grid-box
      >
        <AgGridReact<T>
          theme={theme}
          styleNonce={styleNonce()}
          loadThemeGoogleFonts={false}
          columnDefs={sortedColumns}
          defaultColDef={DEFAULT_COLUMN}
          context={context}
          rowModelType="infinite"
          {...(filterSet ? { datasource } : {})}
          pagination
          paginationPageSize={GRID_PAGE_SIZE}
          paginationPageSizeSelector={false}
          cacheBlockSize={GRID_PAGE_SIZE}
          maxBlocksInCache={1}
          localeText={localeText}
          suppressMovableColumns
          suppressOverlays={NO_GRID_OVERLAYS}
          onGridReady={(e) => {
            setInitialFilter(e.api);
          }}
          onFirstDataRendered={() => {
            setFirstDrawn(true);
          }}
          onPaginationChanged={(e) => {
            const total = e.api.paginationGetRowCount();
            if (e.api.paginationIsLastPageFound() && total > 0) {
              const page = e.api.paginationGetCurrentPage();
              setSummary(
                intl.formatMessage(
                  { id: 'searchResults.grid.summary' },
                  {
                    first: number(page * GRID_PAGE_SIZE + 1),
                    last: number(Math.min(total, (page + 1) * GRID_PAGE_SIZE)),
                    total: number(total),
                    page: number(page + 1),
                    pages: number(e.api.paginationGetTotalPages()),
                  },
                ),
              );
            }
            // Once the total is known: go to the URL's page, or stay when there is no such page.
            if (reporter.pendingPage() === 0 || !e.api.paginationIsLastPageFound()) return;
            const page = reporter.reachPendingPage(e.api.paginationGetTotalPages());
            if (page !== null) e.api.paginationGoToPage(page);
            else setTargetPage(0);
          }}
        />
        {empty ? (
          <p className={styles.empty} role="status">
            {intl.formatMessage({ id: 'searchResults.noResults' })}
          </p>
        ) : null}
        {covered ? (
          <div className={styles.cover} inert>
            {cover}
          </div>
        ) : null}
      </section>
      <PrintedRows
        className={styles.printedRows}
        addressClassName={styles.address}
        columns={sortedColumns}
        rows={pageRows}
        context={context}
      />
    </>
  );
}
