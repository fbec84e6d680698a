/** The providers every render shares, on the server and in the browser. */
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { Provider } from 'react-redux';
import type { SiteConfig } from '../../../shared/branding.js';
import type { Lang } from '../../../shared/types/common.js';
import type { Catalog } from '../i18n/catalogs.js';
import { SiteConfigProvider } from './site-config.js';
import type { AppStore } from './store.js';

// One formatter cache for the whole process or page: it holds no per-user state.
const cache = createIntlCache();

/**
 * The intl object of a language. The server makes one per language for the process
 * (`intl.server.ts`); the browser makes one per page from the catalog the page carries.
 *
 * It formats messages only, and has no `timeZone`: given one, react-intl merges it into every
 * date format on every message it formats, which was a fifth of the server's render time. Dates
 * are formatted by `shared/format.ts` in the market's zone, the same on server and browser; lint
 * forbids react-intl's date and time formatters (eslint.config.js).
 */
export function createAppIntl(lang: Lang, messages: Catalog): IntlShape {
  return createIntl({ locale: lang, messages, defaultLocale: 'es' }, cache);
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
  return (
    <Provider store={store}>
      <RawIntlProvider value={intl}>
        <SiteConfigProvider config={site}>{children}</SiteConfigProvider>
      </RawIntlProvider>
    </Provider>
  );
}
