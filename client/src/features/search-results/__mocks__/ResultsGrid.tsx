/**
 * jsdom has no layout for ag-Grid: a stand-in grid asks for the first page like the real one and
 * lists the rows it gets (the real grid is tested in the browser). Tests take it with
 * `jest.mock('./ResultsGrid.js')`.
 */
import { useEffect, useState } from 'react';
import type { ResultsGridProps } from '../ResultsGrid.js';

export function ResultsGrid({
  fetchPage,
  label,
  height,
  view,
}: ResultsGridProps<Record<string, unknown>>) {
  const [rows, setRows] = useState<Record<string, unknown>[] | null>(null);
  useEffect(() => {
    void fetchPage(
      JSON.stringify({ startRow: 0, endRow: 20, sortModel: [], filterModel: {} }),
    ).then((a) => {
      setRows(a.data?.rows ?? []);
    });
  }, [fetchPage]);
  return (
    <section
      aria-label={label}
      data-height={height}
      data-page={view.page}
      data-filter={JSON.stringify(view.filterModel)}
    >
      {rows?.map((r, i) => (
        <p key={i}>{String(r.cve_emisora ?? r.cve_empresa)}</p>
      ))}
    </section>
  );
}
