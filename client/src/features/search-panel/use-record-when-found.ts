/**
 * A search the visitor committed (Enter, a recent search) becomes a recent search only once its
 * answer has found something: a search that finds nothing is not worth repeating.
 */
import { useEffect, useRef } from 'react';
import type { PanelState } from './use-panel-search.js';

export function useRecordWhenFound(
  query: string,
  kind: PanelState['kind'],
  record: (text: string) => void,
) {
  const committed = useRef<string | null>(null);
  useEffect(() => {
    if (committed.current !== query) return;
    if (kind === 'success') record(query);
    if (kind !== 'loading') committed.current = null;
  }, [kind, query, record]);
  return (text: string) => {
    committed.current = text;
  };
}
