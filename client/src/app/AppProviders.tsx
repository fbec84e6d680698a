/** The providers every render shares, on the server and in the browser. */
import type { ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { Provider } from 'react-redux';
import type { SiteConfig } from '#shared/branding.js';
import { useHydrationEnd } from '../ui/hydration.js';
import { SiteConfigProvider } from './site-config.js';
import type { AppStore } from './store.js';

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
