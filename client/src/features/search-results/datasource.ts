/**
 * The grids' data source: each page the grid asks for becomes one search with the grid's request
 * as `requestJson` (page size = block size = 20, so one request per page). An answer with rows
 * gives them and the total; an error is only logged and the grid gets no rows (SPEC section 8).
 */
import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import type { Rows } from '../../../../shared/search/read.js';
import type { ApiError } from '../../api/base-query.js';
import { serializeGridRequest } from './grid-request.js';

export type PageAnswer<T> = { data?: Rows<T> | null; error?: unknown };

export type PageOutcome = { kind: 'rows'; total: number } | { kind: 'error'; messages: string[] };

export function gridDatasource<T>(
  fetchPage: (requestJson: string) => Promise<PageAnswer<T>>,
  onOutcome: (outcome: PageOutcome) => void,
): IDatasource {
  return {
    getRows(params: IGetRowsParams) {
      const requestJson = serializeGridRequest({
        startRow: params.startRow,
        endRow: params.endRow,
        sortModel: params.sortModel.map(({ colId, sort }) => ({ colId, sort })),
        filterModel: params.filterModel as never,
      });
      fetchPage(requestJson).then(
        (answer) => {
          if (answer.data) {
            params.successCallback(answer.data.rows, answer.data.total);
            onOutcome({ kind: 'rows', total: answer.data.total });
            return;
          }
          const messages = answer.error
            ? ((answer.error as Partial<ApiError>).messages ?? [])
            : ['data structure error'];
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
