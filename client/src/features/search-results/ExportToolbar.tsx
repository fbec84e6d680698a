/**
 * Above the results grid's box: the CSV export of the view it shows (its sort and filter), up to
 * `EXPORT_MAX_ROWS` rows, with what went wrong or what the limit left out said beside it. The
 * block keeps its height from the server's HTML on; its button comes with the page's JavaScript,
 * which it needs (without it the block stays empty), before the grid's own code (decision 127).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ColDef } from 'ag-grid-community';
import { formatCount } from '#shared/number-locale.js';
import type { ColumnContext } from './columns.js';
import { downloadCsv, EXPORT_MAX_ROWS, fetchViewRows, rowsToCsv } from './csv-export.js';
import type { PageAnswer } from './datasource.js';
import { useInBrowser } from '../../ui/hydration.js';
import type { GridView } from './grid-request.js';
import styles from './ExportToolbar.module.css';

export interface ExportToolbarProps<T> {
  /** The grid's columns in their order, which the file's follow. */
  columns: ColDef<T>[];
  context: ColumnContext;
  fetchPage: (requestJson: string) => Promise<PageAnswer<T>>;
  /** The view shown when the button is pressed. */
  shownView: () => GridView;
  /** The name of the CSV file (`…csv`). */
  fileName: string;
  /** No rows to export: the button is off. */
  empty: boolean;
}

export function ExportToolbar<T>({
  columns,
  context,
  fetchPage,
  shownView,
  fileName,
  empty,
}: ExportToolbarProps<T>) {
  const intl = useIntl();
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  // The rows and total of the last export, when the row limit cut it.
  const [exportCut, setExportCut] = useState<{ rows: number; total: number } | null>(null);
  const number = (n: number) => formatCount(n, context.lang);
  const scripted = useInBrowser();

  const exportCsv = async () => {
    setExporting('busy');
    setExportCut(null);
    try {
      const { rows, total } = await fetchViewRows(fetchPage, shownView());
      downloadCsv(
        rowsToCsv(columns, rows, context, { lang: context.lang, origin: window.location.origin }),
        fileName,
      );
      setExporting('idle');
      setExportCut(rows.length < total ? { rows: rows.length, total } : null);
    } catch (error) {
      console.warn('search grid: export failed', error);
      setExporting('failed');
    }
  };

  if (!scripted) return <div className={styles.toolbar} />;
  return (
    <div className={styles.toolbar}>
      {exporting === 'failed' && (
        <p className={styles.exportError} role="alert">
          {intl.formatMessage({ id: 'searchResults.export.failed' })}
        </p>
      )}
      <p className={styles.exportNote} role="status">
        {exportCut &&
          intl.formatMessage(
            { id: 'searchResults.export.cut' },
            { rows: number(exportCut.rows), total: number(exportCut.total) },
          )}
      </p>
      <button
        type="button"
        className={styles.exportButton}
        disabled={exporting === 'busy' || empty}
        title={intl.formatMessage(
          { id: 'searchResults.export.hint' },
          { max: number(EXPORT_MAX_ROWS) },
        )}
        onClick={() => void exportCsv()}
      >
        {intl.formatMessage({
          id: exporting === 'busy' ? 'searchResults.export.busy' : 'searchResults.export.button',
        })}
      </button>
    </div>
  );
}
