/**
 * The search results page (specification §2): by the loader's outcome, the empty state, the
 * documents-by-prefix view, the single 'event docs' tab, or tabs 0–4 with count badges.
 */
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  DEFINITION_TAB_COUNT,
  GRID_HEIGHT_TALL_PX,
  TAB_DEFINITIONS,
  TAB_DOCUMENTS,
  TAB_INDICES,
  TAB_INSTRUMENTS,
  TAB_SECTIONS,
} from '#shared/constants.js';
import { formatCount } from '#shared/number-locale.js';
import { encodePathTerm } from '#shared/path-term.js';
import { routePath } from '#shared/routes.js';
import { DOCUMENT_FILTER_PARAMS, documentFilterName } from '#shared/search/document-filters.js';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryResultHit, IndexHit, SectionHit } from '#shared/types/entities.js';
import {
  useSearchDocumentsQuery,
  useSearchGlossaryQuery,
  useSearchIndicatorsQuery,
  useSearchInstrumentsQuery,
  useSearchPrefixQuery,
  useSearchSectionsQuery,
} from '../../search/api.js';
import { useSiteConfig } from '../../app/site-config.js';
import { DidYouMean } from '../../search/DidYouMean.js';
import { Breadcrumbs } from '../../ui/Breadcrumbs.js';
import { DocumentFilters } from './DocumentFilters.js';
import { GridPanel } from './GridPanel.js';
import { clearGridView, FIRST_PAGE_REQUEST } from './grid-request.js';
import type { SearchPageView } from './load.js';
import { OrdinaryResultsLink } from './OrdinaryResultsLink.js';
import { DefinitionsPanel, IndicesPanel, SectionsPanel } from './panels.js';
import { ResultTabs, type TabItem } from './ResultTabs.js';
import { SearchForm } from './SearchForm.js';
import { panelState, type PanelState } from './status.js';
import styles from './SearchResults.module.css';

export interface SearchResultsViewProps {
  lang: Lang;
  text: string;
  view: SearchPageView;
  tab: number;
  /** The documents grid's first-page request (the URL's filters, decision 118). */
  documentsRequest?: string;
}

function Heading({ text }: { text: string }) {
  const intl = useIntl();
  return (
    <h1 className={styles.title}>
      {text
        ? intl.formatMessage({ id: 'searchResults.heading.term' }, { term: text })
        : intl.formatMessage({ id: 'searchResults.heading' })}
    </h1>
  );
}

function PrefixView({ lang, text, eventDocs }: { lang: Lang; text: string; eventDocs: boolean }) {
  const intl = useIntl();
  const { search } = useLocation();
  const query = useSearchPrefixQuery({ lang, text, requestJson: FIRST_PAGE_REQUEST });
  const state = panelState({ ...query, data: query.data === null ? null : query.data?.documents });
  const grid = (label: string) => (
    <GridPanel
      kind="prefix"
      lang={lang}
      text={text}
      state={state}
      height={GRID_HEIGHT_TALL_PX}
      label={label}
    />
  );
  if (eventDocs) {
    const title = intl.formatMessage({ id: 'searchResults.tab.eventDocs' });
    const total = state.status === 'success' ? state.total : 0;
    return (
      <ResultTabs
        label={intl.formatMessage({ id: 'searchResults.tabs.label' })}
        tabs={[{ id: TAB_DOCUMENTS, title, badge: badge(intl, lang, total) }]}
        active={TAB_DOCUMENTS}
        tabSearch={() => search}
      >
        {grid(title)}
      </ResultTabs>
    );
  }
  const title = intl.formatMessage({ id: 'searchResults.prefix.heading' }, { issuers: text });
  return (
    <div>
      <h2 className={styles.subtitle}>{title}</h2>
      <OrdinaryResultsLink lang={lang} text={text} />
      {grid(title)}
    </div>
  );
}

function badge(intl: ReturnType<typeof useIntl>, lang: Lang, count: number): TabItem['badge'] {
  // The page's one number format (the grid's paging and the prices use the same).
  const text = formatCount(count, lang);
  return {
    text,
    label: intl.formatMessage({ id: 'searchResults.badge' }, { count, shown: text }),
  };
}

const totalOf = (state: PanelState<unknown>) =>
  state.status === 'success' ? state.total : state.status === 'noresults' ? 0 : undefined;

function TabsView({
  lang,
  text,
  tab,
  documentsRequest,
}: {
  lang: Lang;
  text: string;
  tab: number;
  documentsRequest: string;
}) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const args = { lang, text };
  const gridArgs = { ...args, requestJson: FIRST_PAGE_REQUEST };
  const glossaryAnswer = useSearchGlossaryQuery(args);
  const glossary = panelState<GlossaryResultHit>(glossaryAnswer);
  const suggestion = glossaryAnswer.data?.suggestion ?? null;
  const instruments = panelState(useSearchInstrumentsQuery(gridArgs));
  const documents = panelState(useSearchDocumentsQuery({ ...args, requestJson: documentsRequest }));
  // Filters that match nothing keep the grid (its own empty state, its column filters to undo
  // them): the search itself found documents.
  const documentsGrid: typeof documents =
    documents.status === 'noresults' && documentsRequest !== FIRST_PAGE_REQUEST
      ? { status: 'success', rows: [], total: 0 }
      : documents;
  const indices = panelState<IndexHit>(useSearchIndicatorsQuery(args));
  const sections = panelState<SectionHit>(useSearchSectionsQuery(args));

  const title = (id: number) => intl.formatMessage({ id: `searchResults.tab.${String(id)}` });
  const count = (state: PanelState<unknown>) => {
    const total = totalOf(state);
    return total === undefined ? undefined : badge(intl, lang, total);
  };
  const tabs: TabItem[] = [
    {
      id: TAB_DEFINITIONS,
      title: title(TAB_DEFINITIONS),
      badge: badge(intl, lang, DEFINITION_TAB_COUNT),
    },
    { id: TAB_INSTRUMENTS, title: title(TAB_INSTRUMENTS), badge: count(instruments) },
    { id: TAB_DOCUMENTS, title: title(TAB_DOCUMENTS), badge: count(documents) },
    { id: TAB_INDICES, title: title(TAB_INDICES), badge: count(indices) },
    { id: TAB_SECTIONS, title: title(TAB_SECTIONS), badge: count(sections) },
  ];

  // The open tab's link keeps the view; another tab's grid starts at its default view.
  const tabSearch = (id: number) => {
    if (id === tab) return `?${params.toString()}`;
    const next = clearGridView(params);
    next.set('tab', String(id));
    return `?${next.toString()}`;
  };

  return (
    <>
      {suggestion !== null && <DidYouMean lang={lang} suggestion={suggestion} />}
      <ResultTabs
        label={intl.formatMessage({ id: 'searchResults.tabs.label' })}
        tabs={tabs}
        active={tab}
        tabSearch={tabSearch}
      >
        {tab === TAB_DEFINITIONS && <DefinitionsPanel lang={lang} query={text} state={glossary} />}
        {tab === TAB_INSTRUMENTS && (
          <GridPanel
            key="instruments"
            kind="instruments"
            lang={lang}
            text={text}
            state={instruments}
            label={title(TAB_INSTRUMENTS)}
          />
        )}
        {tab === TAB_DOCUMENTS && <DocumentFilters key={filterQuery(params, lang)} lang={lang} />}
        {tab === TAB_DOCUMENTS && (
          <GridPanel
            key="documents"
            kind="documents"
            lang={lang}
            text={text}
            state={documentsGrid}
            label={title(TAB_DOCUMENTS)}
          />
        )}
        {tab === TAB_INDICES && <IndicesPanel lang={lang} query={text} state={indices} />}
        {tab === TAB_SECTIONS && <SectionsPanel lang={lang} query={text} state={sections} />}
      </ResultTabs>
    </>
  );
}

/** Home › the results of the text (decision 118). */
function Trail({ lang, text }: { lang: Lang; text: string }) {
  const intl = useIntl();
  const { siteSegment } = useSiteConfig();
  const search = routePath('search', lang, siteSegment);
  return (
    <Breadcrumbs
      items={[
        {
          name: intl.formatMessage({ id: 'app.breadcrumbs.home' }),
          href: routePath('home', lang, siteSegment),
        },
        text
          ? {
              name: intl.formatMessage({ id: 'searchResults.heading.term' }, { term: text }),
              href: `${search}/${encodePathTerm(text)}`,
            }
          : { name: intl.formatMessage({ id: 'searchResults.heading' }), href: search },
      ]}
    />
  );
}

/** The URL's documents filters as one text: the form starts again from the URL when it changes. */
const filterQuery = (params: URLSearchParams, lang: Lang) =>
  DOCUMENT_FILTER_PARAMS.map((p) => params.get(documentFilterName(p, lang)) ?? '').join('\n');

export function SearchResultsView({
  lang,
  text,
  view,
  tab,
  documentsRequest = FIRST_PAGE_REQUEST,
}: SearchResultsViewProps) {
  const intl = useIntl();
  const common = { lang, text };
  return (
    <div className={styles.page}>
      <Trail lang={lang} text={text} />
      <Heading text={text} />
      <SearchForm key={text} lang={lang} text={text} />
      {view === 'empty' && (
        <p className={styles.emptyText}>{intl.formatMessage({ id: 'searchResults.empty' })}</p>
      )}
      {(view === 'prefix' || view === 'eventDocs') && (
        <PrefixView {...common} eventDocs={view === 'eventDocs'} />
      )}
      {view === 'tabs' && <TabsView {...common} tab={tab} documentsRequest={documentsRequest} />}
    </div>
  );
}
