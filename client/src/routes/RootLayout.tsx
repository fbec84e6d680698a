/**
 * The default layout (SPEC section 2): header, content, footer and the slide-in search panel's
 * mount point, with the top progress bar following navigation and the document title following
 * the matched route.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks.js';
import { isRouteHandle, metaOf } from '../app/meta.js';
import { useSiteConfig } from '../app/site-config.js';
import { selectLang } from '../app/token-slice.js';
import { searchPanelOpened, selectSearchPanelOpen } from '../app/ui-slice.js';
import { selectUris } from '../app/uris-slice.js';
import { Header, SEARCH_PANEL_ID } from '../features/header/Header.js';
import { Footer } from '../ui/Footer.js';
import { ProgressBar } from '../ui/ProgressBar.js';
import styles from './RootLayout.module.css';

export function RootLayout() {
  const intl = useIntl();
  const site = useSiteConfig();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLang);
  const uris = useAppSelector(selectUris);
  const searchOpen = useAppSelector(selectSearchPanelOpen);
  const navigation = useNavigation();
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((m) => m.handle)
    .find(isRouteHandle);

  // A marker for browser tests and benchmarks: the page is interactive once this is set.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    const meta = metaOf(matches, intl, site);
    if (meta) document.title = meta.title;
  }, [matches, intl, site]);

  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      <ProgressBar
        active={navigation.state !== 'idle'}
        label={intl.formatMessage({ id: 'app.loadingPage' })}
      />
      <Header
        lang={lang}
        alternateUrl={uris[lang === 'es' ? 'en' : 'es']}
        activeEntryId={handle?.menuEntry ?? null}
        onOpenSearch={() => dispatch(searchPanelOpened())}
        searchOpen={searchOpen}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer abbreviation={site.groupAbbreviation} />
      {/* Mount point of the slide-in search panel (issue 7). */}
      <div id={SEARCH_PANEL_ID} hidden={!searchOpen} />
    </div>
  );
}

/** The basic layout (SPEC section 2): the content alone, for routes that need no header. */
export function BasicLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
