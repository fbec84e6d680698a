/**
 * The default layout (specification §2). The search panel is a lazy chunk, loaded on the first open
 * or sign of intent; nothing of it renders while it is closed, not even on the server.
 */
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks.js';
import { isRouteHandle, metaOf } from '../app/meta.js';
import { useSiteConfig } from '../app/site-config.js';
import { selectLang } from '../app/token-slice.js';
import { searchPanelClosed, searchPanelOpened, selectSearchPanelOpen } from '../app/ui-slice.js';
import { selectUris } from '../app/uris-slice.js';
import { Header, SEARCH_PANEL_ID } from '../features/header/Header.js';
import { useSearchShortcut } from '../features/header/search-shortcut.js';
import type * as PanelModule from '../features/search-panel/SearchPanel.js';
import { ErrorBoundary } from '../ui/ErrorBoundary.js';
import { Footer } from '../ui/Footer.js';
import { PrintedUrl } from '../ui/PrintedUrl.js';
import { ProgressBar } from '../ui/ProgressBar.js';
import { NavigationFailureContext } from './navigation-failure.js';
import styles from './RootLayout.module.css';

let panelChunk: Promise<typeof PanelModule> | null = null;
/**
 * Loads the panel's chunk once. On failure Vite's preload error handler (`chunk-reload`) reloads
 * the page but may leave the import without a module, which is an error here too.
 */
const loadSearchPanel = () =>
  (panelChunk ??= import('../features/search-panel/SearchPanel.js').then(
    (module: typeof PanelModule | undefined) => {
      if (!module) throw new Error('the search panel did not load');
      return module;
    },
  ));
const lazyPanel = () => lazy(async () => ({ default: (await loadSearchPanel()).SearchPanel }));
let SearchPanel = lazyPanel();

/**
 * After a failed load the next open tries again (the network may be back): a lazy component
 * keeps its first outcome, so a new one is made.
 */
const forgetSearchPanel = () => {
  panelChunk = null;
  SearchPanel = lazyPanel();
};

/**
 * After a client-side change of page (a new path; query-only changes keep their own focus rules),
 * focus goes to the new page's heading, or its main region, and the title is announced. Never on
 * the first load, where the browser's own rules apply.
 */
function usePageChangeFocus(): string {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const target =
      document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
    // A modal dialog opened meanwhile (the search panel, by its shortcut) keeps the focus.
    if (target && !document.activeElement?.closest('dialog[open]')) {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      // The scroll position is ScrollRestoration's: the top of a new page, or where Back returns.
      target.focus({ preventScroll: true });
    }
    // The layout effect has already written the new page's title.
    setAnnouncement(document.title);
  }, [pathname]);
  return announcement;
}

export function RootLayout() {
  const intl = useIntl();
  const site = useSiteConfig();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLang);
  const uris = useAppSelector(selectUris);
  const searchOpen = useAppSelector(selectSearchPanelOpen);
  const navigation = useNavigation();
  const matches = useMatches();
  const pageAnnouncement = usePageChangeFocus();
  const location = useLocation();
  // The navigation the error page reported as failed (navigation-failure.ts).
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const loadingLabel = intl.formatMessage({ id: 'app.loadingPage' });
  const [searchOpener, setSearchOpener] = useState<HTMLElement | null>(null);
  // The panel's code did not load and the page was not reloaded (`reloadOnce` limits reloads): the
  // search controls show a message instead of doing nothing.
  const [searchFailed, setSearchFailed] = useState(false);
  const closeSearch = useCallback(() => dispatch(searchPanelClosed()), [dispatch]);
  const openSearch = useCallback(
    (opener: HTMLElement | null) => {
      setSearchOpener(opener);
      setSearchFailed(false);
      void loadSearchPanel();
      dispatch(searchPanelOpened());
    },
    [dispatch],
  );
  // Focus goes back to where the visitor was when the panel closes.
  useSearchShortcut(
    useCallback(() => {
      openSearch(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    }, [openSearch]),
    !searchOpen,
  );
  const handle = [...matches]
    .reverse()
    .map((m) => m.handle)
    .find(isRouteHandle);

  // A marker for browser tests and benchmarks: the page is interactive once this is set.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // A layout effect runs before the commit's passive effects, so the error page's title (set in its
  // own) wins over that of the failed page's route, which the matches still name.
  useLayoutEffect(() => {
    const meta = metaOf(matches, intl, site);
    if (meta) document.title = meta.title;
  }, [matches, intl, site]);

  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      {failedKey === location.key ? (
        <ProgressBar key={failedKey} active={false} failed label={loadingLabel} />
      ) : (
        <ProgressBar active={navigation.state !== 'idle'} label={loadingLabel} />
      )}
      <Header
        lang={lang}
        alternateUrl={uris[lang === 'es' ? 'en' : 'es']}
        activeEntryId={handle?.menuEntry ?? null}
        onOpenSearch={openSearch}
        onSearchIntent={() => void loadSearchPanel()}
        searchOpen={searchOpen}
        searchFailed={searchFailed}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        <NavigationFailureContext value={setFailedKey}>
          <Outlet />
        </NavigationFailureContext>
        <PrintedUrl />
      </main>
      <Footer abbreviation={site.groupAbbreviation} lang={lang} siteSegment={site.siteSegment} />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
        {pageAnnouncement}
      </p>
      {/* A new page starts at its top (or its fragment) and Back returns to where it was left;
          navigations that only change the query pass `preventScrollReset`. */}
      <ScrollRestoration />
      {searchOpen && (
        // A panel whose code cannot load closes instead of taking the page down.
        <ErrorBoundary
          fallback={null}
          onError={(error) => {
            console.error('search panel failed to load', error);
            forgetSearchPanel();
            setSearchFailed(true);
            closeSearch();
          }}
        >
          <Suspense fallback={null}>
            <SearchPanel
              id={SEARCH_PANEL_ID}
              lang={lang}
              opener={searchOpener}
              onClose={closeSearch}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

/** The basic layout (specification §2): the content alone, for routes that need no header. */
export function BasicLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
