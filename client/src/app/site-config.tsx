/**
 * The site's configuration (branding, `{site}` segment, link paths) for every component. The
 * server hands it over with the page; tests and the browser entry provide it explicitly.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '#shared/branding.js';

const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export function SiteConfigProvider({
  config,
  children,
}: {
  config: SiteConfig;
  children: ReactNode;
}) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
