/** The providers every render shares, on the server and in the browser. */
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { Provider } from 'react-redux';
import type { SiteConfig } from '../../../shared/branding.js';
import type { Lang } from '../../../shared/types/common.js';
import { messages } from '../i18n/messages.js';
import { SiteConfigProvider } from './site-config.js';
import type { AppStore } from './store.js';

/** Dates must format the same on both sides, whatever the server's or the browser's zone. */
export const TIME_ZONE = 'America/Mexico_City';

// One formatter cache and one intl object per language for the whole process: they hold no
// per-user state, and building them per request dominated the server's render time.
const cache = createIntlCache();
const intls = new Map<Lang, IntlShape>();

export function intlFor(lang: Lang): IntlShape {
  let intl = intls.get(lang);
  if (!intl) {
    intl = createIntl(
      { locale: lang, messages: messages[lang], defaultLocale: 'es', timeZone: TIME_ZONE },
      cache,
    );
    intls.set(lang, intl);
  }
  return intl;
}

export function AppProviders({
  store,
  site,
  lang,
  children,
}: {
  store: AppStore;
  site: SiteConfig;
  lang: Lang;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <RawIntlProvider value={intlFor(lang)}>
        <SiteConfigProvider config={site}>{children}</SiteConfigProvider>
      </RawIntlProvider>
    </Provider>
  );
}
