/**
 * A grid tab or view. The server renders the first page of rows in the grid's box, with the
 * grid's look; the grid's code loads on a sign of use and the grid takes over in the same box, so
 * nothing moves (decisions 122 and 127). The export toolbar above the box stays through the swap.
 */
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { GRID_HEIGHT_PX, PRICE_DELAY_MINUTES } from '#shared/constants.js';
import { ATOM_TYPE, searchFeedPath } from '#shared/issuer.js';
import { readDocumentFilters } from '#shared/search/document-filters.js';
import type { Lang } from '#shared/types/common.js';
import type { DocumentHit, InstrumentHit } from '#shared/types/entities.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useSiteConfig } from '../../app/site-config.js';
import { searchApi, useSearchDocumentsQuery, useSearchInstrumentsQuery } from '../../search/api.js';
import { documentColumns, instrumentColumns } from './columns.js';
import type { PageAnswer } from './datasource.js';
import { documentFilterKey, writeDocumentsView } from './document-view.js';
import { FIRST_PAGE_REQUEST, writeGridView, type GridView } from './grid-request.js';
import { ResultsGrid, useGridTakeover } from './grid-takeover.js';
import { readTabView, shownPageRequest, shownPageRequestOf, type GridKind } from './grid-view.js';
import { panelState, type PanelState } from './status.js';
import { ExportToolbar } from './ExportToolbar.js';
import { FirstRows } from './FirstRows.js';
import { StatusBox } from './StatusBox.js';
import styles from './SearchResults.module.css';

/** `documents-walmex.csv`: the grid and the search, in characters every file system takes. */
export const exportFileName = (kind: GridKind, text: string) =>
  `${kind}-${text.replace(/[^\p{L}\p{N}]+/gu, '_').slice(0, 60)}.csv`;

export interface GridPanelProps {
  kind: GridKind;
  lang: Lang;
  text: string;
  /** The state of the first page as the route loads it for every tab (its total, the tab's count). */
  state: PanelState<unknown>;
  /** 640 or 660 px (specification §9). */
  height?: number;
  label: string;
}

export function GridPanel({
  kind,
  lang,
  text,
  state,
  height = GRID_HEIGHT_PX,
  label,
}: GridPanelProps) {
  const intl = useIntl();
  const site = useSiteConfig();
  const dispatch = useAppDispatch();
  const { takeover, boxRef } = useGridTakeover();
  // Whether the grid it took over from the first rows has no rows to show (a filter of its own).
  const [gridEmpty, setGridEmpty] = useState(false);
  const [params, setParams] = useSearchParams();

  const context = useMemo(() => ({ lang, intl, site, query: text }), [lang, intl, site, text]);
  const columns = useMemo(
    () => (kind === 'instruments' ? instrumentColumns(context) : documentColumns(context)),
    [kind, context],
  );
  // The URL's view, read again when it changes: the grid follows a changed filter (decision 118).
  const query = params.toString();
  const view = useMemo(
    () => readTabView(kind, new URLSearchParams(query), lang),
    [kind, lang, query],
  );
  // The page the URL showed when the panel opened (a later page, a sort), which the route loaded
  // too: its rows fill the box, while the URL still shows it, until the grid takes over on that
  // page. A page past the last (an old link) has no rows: the first page's then, and the grid
  // stays on its first page.
  const [openedOn] = useState(() => shownPageRequestOf(kind, params, lang));
  const ownPage = openedOn !== null && openedOn === shownPageRequest(view);
  const shownArgs = { lang, text, requestJson: openedOn ?? FIRST_PAGE_REQUEST };
  const shownInstruments = useSearchInstrumentsQuery(shownArgs, {
    skip: !ownPage || kind !== 'instruments',
  });
  const shownDocuments = useSearchDocumentsQuery(shownArgs, {
    skip: !ownPage || kind !== 'documents',
  });
  const shown: PanelState<unknown> =
    kind === 'instruments' ? panelState(shownInstruments) : panelState(shownDocuments);
  const shownRows = ownPage && shown.status === 'success' ? shown.rows : null;
  const filterKey = useCallback(
    (model: GridView['filterModel']) =>
      kind === 'documents' ? documentFilterKey(model, lang) : JSON.stringify(model),
    [kind, lang],
  );

  const fetchPage = useMemo(() => {
    const endpoint =
      kind === 'instruments'
        ? searchApi.endpoints.searchInstruments
        : kind === 'documents'
          ? searchApi.endpoints.searchDocuments
          : searchApi.endpoints.searchPrefix;
    return async (requestJson: string): Promise<PageAnswer<InstrumentHit | DocumentHit>> => {
      const request = dispatch(
        (endpoint as typeof searchApi.endpoints.searchDocuments).initiate(
          { lang, text, requestJson },
          { subscribe: false },
        ),
      );
      const answer = await request;
      if (kind !== 'prefix') return answer;
      // The prefix answer carries its documents under `documents`.
      const prefix = answer.data as unknown as {
        documents?: PageAnswer<DocumentHit>['data'];
      } | null;
      return answer.error ? { error: answer.error } : { data: prefix?.documents ?? null };
    };
  }, [dispatch, kind, lang, text]);

  if (state.status !== 'success') return <StatusBox {...state} />;

  const onViewChange = (next: GridView) => {
    setParams(
      (current) =>
        kind === 'documents'
          ? writeDocumentsView(current, next, lang)
          : writeGridView(current, next),
      {
        replace: true,
        preventScrollReset: true,
      },
    );
  };
  // The first page, in the grid's box until the grid takes over (without JavaScript, for good).
  const firstRowsShown = shownRows ?? state.rows;
  const firstRows = (
    <FirstRows columns={columns as never} rows={firstRowsShown} context={context} />
  );
  const placeholder = (
    <div>
      <div ref={boxRef} className={styles.gridPlaceholder} style={{ height }} data-grid-box>
        <noscript>
          <p className={styles.note}>{intl.formatMessage({ id: 'searchResults.noScript' })}</p>
        </noscript>
        {firstRows}
      </div>
    </div>
  );
  return (
    <>
      {/* The view it exports is the URL's, which the grid keeps (`onViewChange`). */}
      <ExportToolbar
        columns={columns as never}
        context={context}
        fetchPage={fetchPage}
        shownView={() => view}
        fileName={exportFileName(kind, text)}
        empty={takeover ? gridEmpty : firstRowsShown.length === 0}
      />
      <Suspense fallback={placeholder}>
        {takeover ? (
          <ResultsGrid
            columns={columns as never}
            context={context}
            fetchPage={fetchPage}
            view={view}
            onViewChange={onViewChange}
            height={height}
            label={label}
            onEmptyChange={setGridEmpty}
            filterKey={filterKey}
            cover={firstRows}
          />
        ) : (
          placeholder
        )}
      </Suspense>
      {kind === 'documents' && text !== '' && (
        // The feed of these documents, newest first (decision 117).
        <p className={styles.note}>
          <a
            href={searchFeedPath(
              lang,
              text,
              site.siteSegment,
              readDocumentFilters(new URLSearchParams(query), lang).filters,
            )}
            type={ATOM_TYPE}
          >
            {intl.formatMessage({ id: 'searchResults.follow' }, { term: text })}
          </a>
        </p>
      )}
      {kind === 'instruments' && (
        <p className={styles.note}>
          {intl.formatMessage({ id: 'searchResults.priceNote' }, { minutes: PRICE_DELAY_MINUTES })}
        </p>
      )}
    </>
  );
}
