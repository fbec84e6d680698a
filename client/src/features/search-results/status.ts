/** The state of one results panel (specification §4): loading, then success, noresults or error. */
import type { Rows } from '#shared/search/read.js';
import { errorMessages } from '../../api/base-query.js';

export type PanelState<T> =
  | { status: 'loading' }
  | { status: 'error'; messages: string[] }
  | { status: 'noresults' }
  | { status: 'success'; rows: T[]; total: number };

export function panelState<T>(query: {
  isLoading?: boolean;
  isUninitialized?: boolean;
  data?: Rows<T> | null;
  error?: unknown;
}): PanelState<T> {
  if (query.error) {
    return { status: 'error', messages: errorMessages(query.error) };
  }
  if (query.isLoading || query.isUninitialized || query.data === undefined) {
    return { status: 'loading' };
  }
  if (query.data === null) return { status: 'error', messages: ['data structure error'] };
  if (query.data.rows.length === 0 || query.data.total === 0) return { status: 'noresults' };
  return { status: 'success', rows: query.data.rows, total: query.data.total };
}
