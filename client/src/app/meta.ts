/**
 * Page titles and descriptions (the specification: 'Glosario - {group}', term pages add the term
 * title).
 */
import type { IntlShape } from 'react-intl';
import type { SiteConfig } from '#shared/branding.js';
import type { Lang } from '#shared/types/common.js';
import type { RouteId } from '#shared/routes.js';

/** An Atom feed that follows a page (decision 117): an alternate link in the head. */
export interface FeedLink {
  href: string;
  title: string;
}

export interface PageMeta {
  title: string;
  description?: string;
  /** The page's largest image (its LCP element), requested first: a preload link in the head. */
  preloadImage?: string;
  feed?: FeedLink;
  /** What the page is to schema.org (JSON-LD in the head, `share-meta.ts`). */
  schema?:
    | { type: 'DefinedTermSet' }
    | {
        type: 'DefinedTerm';
        name: string;
        setName: string;
        setPath: string;
        /** The day the definition was last reviewed (`YYYY-MM-DD`), as `dateModified`. */
        dateModified?: string;
      };
}

export interface MetaContext {
  intl: IntlShape;
  site: SiteConfig;
  /** The route's loader data. */
  data: unknown;
}

/**
 * The modules a route loads lazily, as the build's manifest names them
 * (`src/routes/TermRoute.tsx`): the server links their chunks with the page, so hydration need not
 * discover them (decision 007).
 */
export interface PreloadHandle {
  modules?: readonly string[];
  /**
   * Modules the page loads only on a sign of use (the results grid, decision 127): the server
   * links their chunks for the browser to fetch when it has nothing else to fetch, not to run.
   */
  prefetch?: readonly string[];
}

/** The modules the matched routes' handles name under `key`, in order, each once. */
export function handleModules(
  matches: readonly { handle: unknown }[],
  key: keyof PreloadHandle = 'modules',
): string[] {
  const modules = new Set<string>();
  for (const { handle } of matches) {
    if (typeof handle !== 'object' || handle === null || !(key in handle)) continue;
    const list = (handle as PreloadHandle)[key];
    if (Array.isArray(list)) for (const module of list) modules.add(String(module));
  }
  return [...modules];
}

export interface RouteHandle extends PreloadHandle {
  routeId: RouteId;
  lang: Lang;
  /** The mega-menu entry the page belongs to. */
  menuEntry?: string;
  meta: (context: MetaContext) => PageMeta;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle && 'routeId' in handle;
}

/** The meta of the deepest matched route that has a handle. */
export function metaOf(
  matches: readonly { handle: unknown; data?: unknown; loaderData?: unknown }[],
  intl: IntlShape,
  site: SiteConfig,
): PageMeta | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (match && isRouteHandle(match.handle)) {
      return match.handle.meta({ intl, site, data: match.loaderData ?? match.data });
    }
  }
  return null;
}

/** An error page's title and description ('Page not found 404' or 'An error occurred'). */
export function errorMeta(
  intl: IntlShape,
  heading: 'error.notFound' | 'error.generic',
  site: SiteConfig,
): PageMeta {
  const values = { message: intl.formatMessage({ id: heading }), group: site.groupName };
  return {
    title: intl.formatMessage({ id: 'app.title.error' }, values),
    description: intl.formatMessage({ id: 'app.description.error' }, values),
  };
}
