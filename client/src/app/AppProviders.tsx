/** The providers every render shares, on the server and in the browser. */
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { Provider } from 'react-redux';
import type { SiteConfig } from '#shared/branding.js';
import type { Lang } from '#shared/types/common.js';
import type { Catalog } from '../i18n/catalogs.js';
import { useHydrationEnd } from '../ui/hydration.js';
import { SiteConfigProvider } from './site-config.js';
import type { AppStore } from './store.js';

// One formatter cache for the whole process or page: it holds no per-user state.
const cache = createIntlCache();

/**
 * The intl object of a page's language. It formats messages only: numbers and dates are written
 * by `shared/format.ts` (one format per language, decision 040; lint forbids react-intl's date
 * formatters), and a message's count is given already written (`shown`).
 */
export function createAppIntl(lang: Lang, messages: Catalog): IntlShape {
  return createIntl({ locale: lang, messages }, cache);
}

export function AppProviders({
  store,
  site,
  intl,
  children,
}: {
  store: AppStore;
  site: SiteConfig;
  intl: IntlShape;
  children: ReactNode;
}) {
  useHydrationEnd();
  return (
    <Provider store={store}>
      <RawIntlProvider value={intl}>
        <SiteConfigProvider config={site}>{children}</SiteConfigProvider>
      </RawIntlProvider>
    </Provider>
  );
}
