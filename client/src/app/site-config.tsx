/**
 * The site's configuration (branding, `{site}` segment, link paths) for every component. The
 * server hands it over with the page; tests and the browser entry provide it explicitly.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { SiteConfig } from '#shared/branding.js';
import { matchRoute } from '#shared/routes.js';
import { AppPathProvider } from '../ui/content-links.js';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({
  config,
  children,
}: {
  config: SiteConfig;
  children: ReactNode;
}) {
  // Content HTML's links to these paths navigate within the app (`ui/content-links.ts`).
  const { siteSegment } = config;
  const isAppPath = useCallback(
    (pathname: string) => matchRoute(pathname, siteSegment) !== null,
    [siteSegment],
  );
  return (
    <SiteConfigContext.Provider value={config}>
      <AppPathProvider value={isAppPath}>{children}</AppPathProvider>
    </SiteConfigContext.Provider>
  );
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig needs a SiteConfigProvider');
  return config;
}
