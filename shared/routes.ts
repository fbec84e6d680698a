/**
 * Route table of SPEC section 2: Spanish paths with English aliases; `{site}` is the product's path
 * segment from configuration. The language is always the first path segment.
 */
import { isLang, LANGS, type Lang } from './types/common.js';

export const ROUTE_IDS = [
  'home',
  'glossary',
  'glossaryTerm',
  'search',
  'contact',
  'pressRoom',
  'groupSite',
] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

/** Static path segments after the language; `{site}` is replaced, `:param` is a parameter. */
const TABLE: Record<RouteId, Record<Lang, string[]>> = {
  home: { es: [], en: [] },
  glossary: { es: ['{site}', 'glosario'], en: ['{site}', 'glossary'] },
  glossaryTerm: { es: ['{site}', 'glosario', ':term'], en: ['{site}', 'glossary', ':term'] },
  search: { es: ['{site}', 'busqueda', ':term?'], en: ['{site}', 'search', ':term?'] },
  contact: { es: ['contacto'], en: ['contact'] },
  pressRoom: { es: ['sala-de-prensa'], en: ['press-room'] },
  // A section of the group's main site this product does not serve (`?to=` its path).
  groupSite: { es: ['{site}', 'sitio-del-grupo'], en: ['{site}', 'group-site'] },
};

/** A route's segments in a language, the configured site segment in place of `{site}`. */
const routeSegments = (id: RouteId, lang: Lang, site: string) =>
  TABLE[id][lang].map((s) => (s === '{site}' ? site : s));

/** A route's pattern in a language, in React Router syntax (`/es/bmv/glosario/:term`). */
export function routePattern(id: RouteId, lang: Lang, site: string): string {
  return `/${[lang, ...routeSegments(id, lang, site)].join('/')}`;
}

/** The static part of a route's path (parameters dropped): `/es/bmv/glosario`. */
export function routePath(id: RouteId, lang: Lang, site: string): string {
  const segments = routeSegments(id, lang, site).filter((s) => !s.startsWith(':'));
  return `/${[lang, ...segments].join('/')}`;
}

export interface RouteMatch {
  id: RouteId;
  lang: Lang;
  /** Raw (still percent-encoded) parameter segments. */
  params: Record<string, string>;
}

/** Splits a path into segments, ignoring a trailing slash. */
function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((s, i, all) => !(s === '' && (i === 0 || i === all.length - 1)));
}

/** Matches a pathname against the route table; null when no route matches. */
export function matchRoute(pathname: string, site: string): RouteMatch | null {
  const segments = segmentsOf(pathname);
  const [first, ...rest] = segments;
  if (!isLang(first)) return null;
  for (const id of ROUTE_IDS) {
    const pattern = TABLE[id][first];
    const params: Record<string, string> = {};
    let ok = true;
    let i = 0;
    for (const part of pattern) {
      const value = rest[i];
      if (part.startsWith(':')) {
        const optional = part.endsWith('?');
        const name = part.slice(1).replace(/\?$/, '');
        if (value === undefined || value === '') {
          if (!optional) ok = false;
        } else {
          params[name] = value;
          i++;
        }
      } else {
        const expected = part === '{site}' ? site : part;
        if (value !== expected) ok = false;
        i++;
      }
      if (!ok) break;
    }
    if (ok && i === rest.length) return { id, lang: first, params };
  }
  return null;
}

/** Builds the path of a route in a language with its (already encoded) parameters. */
export function buildPath(
  id: RouteId,
  lang: Lang,
  site: string,
  params: Record<string, string> = {},
): string {
  const segments: string[] = [];
  for (const part of TABLE[id][lang]) {
    if (part === '{site}') segments.push(site);
    else if (part.startsWith(':')) {
      const value = params[part.slice(1).replace(/\?$/, '')];
      if (value) segments.push(value);
    } else segments.push(part);
  }
  return `/${[lang, ...segments].join('/')}`;
}

export const otherLang = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');

/**
 * The other language's path of any route, with its parameters and query (null for no route). A
 * parameter that differs by language (a term's title) is replaced through the `uris` store.
 */
export function alternatePath(pathWithQuery: string, site: string): string | null {
  const [pathname, query] = splitQuery(pathWithQuery);
  const match = matchRoute(pathname, site);
  if (!match) return null;
  const path = buildPath(match.id, otherLang(match.lang), site, match.params);
  return query === undefined ? path : `${path}?${query}`;
}

/** The paths of one route in every language (for hreflang alternates). */
export function pathsByLang(id: RouteId, site: string, params: Record<string, string> = {}) {
  return Object.fromEntries(LANGS.map((l) => [l, buildPath(id, l, site, params)])) as Record<
    Lang,
    string
  >;
}

function splitQuery(value: string): [string, string | undefined] {
  const i = value.indexOf('?');
  return i === -1 ? [value, undefined] : [value.slice(0, i), value.slice(i + 1)];
}
