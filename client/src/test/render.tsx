/**
 * Renders a component as the app would: messages of a language, the site configuration and a
 * memory router at a given path. Route-level tests add the store when they need it.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '#shared/branding.js';
import type { Lang } from '#shared/types/common.js';
import type { Transport } from '../api/transport.js';
import { AppProviders } from '../app/AppProviders.js';
import { createAppIntl } from '../i18n/intl.js';
import { SiteConfigProvider } from '../app/site-config.js';
import type { AppStore } from '../app/store.js';
import { messages } from '../i18n/messages.js';

export interface ProvidersOptions {
  lang?: Lang;
  path?: string;
  config?: SiteConfig;
}

export function Providers({
  lang = 'es',
  path = `/${lang}`,
  config = DEFAULT_SITE_CONFIG,
  children,
}: ProvidersOptions & { children: ReactNode }) {
  return (
    <IntlProvider
      locale={lang}
      messages={messages[lang]}
      defaultLocale="es"
      timeZone="America/Mexico_City"
    >
      <SiteConfigProvider config={config}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </SiteConfigProvider>
    </IntlProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  options: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { lang, path, config, ...rest } = options;
  return render(ui, {
    wrapper: ({ children }) => (
      <Providers
        lang={lang ?? 'es'}
        path={path ?? `/${lang ?? 'es'}`}
        config={config ?? DEFAULT_SITE_CONFIG}
      >
        {children}
      </Providers>
    ),
    ...rest,
  });
}

/** Renders a data router (a memory router over app routes) with the app's own providers. */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  { store, lang = 'es' }: { store: AppStore; lang?: Lang },
) {
  return render(
    <AppProviders
      store={store}
      site={DEFAULT_SITE_CONFIG}
      intl={createAppIntl(lang, messages[lang])}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** A transport whose every upstream call fails: for pages and code that must not need one. */
export const noUpstream: Transport = {
  needsToken: false,
  call: () => Promise.reject(new Error('no upstream in this test')),
  fetchToken: () => Promise.resolve(null),
  storeToken: () => undefined,
};
