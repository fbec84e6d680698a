/**
 * The grids' data source: one search per page (page size = block size), with the grid's request as
 * `requestJson`. An error is only logged and the grid gets no rows (specification §8).
 */
import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import type { Rows } from '#shared/search/read.js';
import type { GridRequest } from '#shared/types/grid.js';
import { errorMessages } from '../../api/base-query.js';
import { GRID_PAGE_SIZE } from '#shared/constants.js';
import { serializeGridRequest, type GridView } from './grid-request.js';

export type PageAnswer<T> = { data?: Rows<T> | null; error?: unknown };

export type PageOutcome = { kind: 'rows'; total: number } | { kind: 'error'; messages: string[] };

export function gridDatasource<T>(
  fetchPage: (requestJson: string) => Promise<PageAnswer<T>>,
  onOutcome: (outcome: PageOutcome) => void,
  onRequest?: (request: GridRequest) => void,
): IDatasource {
  return {
    getRows(params: IGetRowsParams) {
      const request: GridRequest = {
        startRow: params.startRow,
        endRow: params.endRow,
        sortModel: params.sortModel.map(({ colId, sort }) => ({ colId, sort })),
        filterModel: params.filterModel as GridRequest['filterModel'],
      };
      onRequest?.(request);
      const requestJson = serializeGridRequest(request);
      fetchPage(requestJson).then(
        (answer) => {
          if (answer.data) {
            params.successCallback(answer.data.rows, answer.data.total);
            onOutcome({ kind: 'rows', total: answer.data.total });
            return;
          }
          const messages = answer.error ? errorMessages(answer.error) : ['data structure error'];
          console.warn('search grid: no rows', messages.join('; '));
          params.successCallback([], 0);
          onOutcome({ kind: 'error', messages });
        },
        (error: unknown) => {
          console.warn('search grid: no rows', error);
          params.successCallback([], 0);
          onOutcome({ kind: 'error', messages: [] });
        },
      );
    },
  };
}

/** The view a page request shows (page size = block size: one request per page). */
export function viewOfRequest(request: GridRequest): GridView {
  return {
    page: Math.floor(request.startRow / GRID_PAGE_SIZE),
    sortModel: request.sortModel,
    filterModel: request.filterModel,
  };
}

const sameView = (a: GridView, b: GridView) => JSON.stringify(a) === JSON.stringify(b);

export interface ViewReporter {
  /** The data source's `onRequest`: each page asked for is the view shown. */
  onRequest: (request: GridRequest) => void;
  /** The view shown: that of the last page asked for, else the URL's. */
  shown: () => GridView;
  /** The URL's page not reached yet (0: none). */
  pendingPage: () => number;
  /**
   * Once the total is known: the page of the URL to go to, or null when the grid has no such page
   * (then the view shown is reported).
   */
  reachPendingPage: (totalPages: number) => number | null;
  /** Sets who hears of view changes; returns the unsubscribe function. */
  subscribe: (listener: (view: GridView) => void) => () => void;
}

/**
 * Follows a grid's view from the pages it asks for, reporting each change once. The infinite model
 * always starts on page 0, so nothing is reported until the URL's page is reached or ruled out.
 */
export function viewReporter(initial: GridView): ViewReporter {
  let reported = initial;
  let shown = initial;
  let pending = initial.page;
  let listener: ((view: GridView) => void) | null = null;
  const report = () => {
    if (pending > 0 || sameView(shown, reported)) return;
    reported = shown;
    listener?.(shown);
  };
  return {
    onRequest(request) {
      shown = viewOfRequest(request);
      report();
    },
    shown: () => shown,
    pendingPage: () => pending,
    reachPendingPage(totalPages) {
      const page = pending;
      pending = 0;
      if (page > 0 && totalPages > page) return page;
      report();
      return null;
    },
    subscribe(next) {
      listener = next;
      return () => {
        if (listener === next) listener = null;
      };
    },
  };
}
