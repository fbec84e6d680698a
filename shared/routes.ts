/**
 * Route table of specification §2: Spanish paths with English aliases; `{site}` is the product's
 * path segment from configuration. The language is always the first path segment.
 */
import { LEGAL_PAGES } from './legal.js';
import { isLang, LANGS, type Lang } from './types/common.js';

export const ROUTE_IDS = [
  'home',
  'glossary',
  'glossaryTerm',
  'search',
  'contact',
  'pressRoom',
  'groupSite',
  // An issuer's page on this site (decision 117).
  'issuer',
  // The legal pages of the footer (decision 115).
  ...LEGAL_PAGES,
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
  issuer: { es: ['{site}', 'emisoras', ':key'], en: ['{site}', 'issuers', ':key'] },
  // The legal pages of the footer (decision 115): the group's, so outside `{site}`.
  privacy: { es: ['aviso-de-privacidad'], en: ['privacy-notice'] },
  terms: { es: ['terminos-de-uso'], en: ['terms-of-use'] },
  cookies: { es: ['cookies'], en: ['cookies'] },
  accessibility: { es: ['accesibilidad'], en: ['accessibility'] },
  investmentDisclaimer: {
    es: ['advertencia-sobre-inversiones'],
    en: ['investment-disclaimer'],
  },
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
 * Query parameters whose name differs by language, by route and parameter: the name each
 * language's URL uses. A parameter not listed has one name in both languages (`tab`, `page`).
 */
const QUERY_NAMES: Partial<Record<RouteId, Record<string, Record<Lang, string>>>> = {
  glossary: { letter: { es: 'letra', en: 'letter' } },
  // The documents grid's filters (decision 118, `shared/search/document-filters.ts`).
  search: {
    from: { es: 'desde', en: 'from' },
    to: { es: 'hasta', en: 'to' },
    type: { es: 'tipo', en: 'type' },
  },
};

/** The name of a route's query parameter in a language. */
export function queryParamName(id: RouteId, param: string, lang: Lang): string {
  return QUERY_NAMES[id]?.[param]?.[lang] ?? param;
}

/** Every name, in every language, of a route's parameters named per language. */
export const renamedQueryParams = (id: RouteId): string[] =>
  Object.values(QUERY_NAMES[id] ?? {}).flatMap((names) => LANGS.map((l) => names[l]));

/**
 * A route's view (its query string, without `?`) as read in `from`, written with `to`'s names.
 * Parameters keep their order; where one is named in both languages, `from`'s name wins, as the
 * page in `from` reads it.
 */
export function viewQuery(id: RouteId, from: Lang, to: Lang, query: string): string {
  const params = new URLSearchParams(query);
  const named = Object.values(QUERY_NAMES[id] ?? {});
  const next = new URLSearchParams();
  const written = new Set<Record<Lang, string>>();
  for (const [key, value] of params) {
    const names = named.find((n) => LANGS.some((l) => n[l] === key));
    if (!names) next.append(key, value);
    else if (!written.has(names)) {
      written.add(names);
      next.append(names[to], params.get(names[from]) ?? value);
    }
  }
  return next.toString();
}

const withQuery = (path: string, query: string) => (query === '' ? path : `${path}?${query}`);

/** The other language's URL of any route, with its parameters and its view (null for no route). */
export function alternatePath(pathWithQuery: string, site: string): string | null {
  const [pathname, query = ''] = splitQuery(pathWithQuery);
  const match = matchRoute(pathname, site);
  if (!match) return null;
  const to = otherLang(match.lang);
  return withQuery(
    buildPath(match.id, to, site, match.params),
    viewQuery(match.id, match.lang, to, query),
  );
}

/**
 * The URL in every language of a route's view: its path with `params` and the query (as read in
 * `lang`) in each language's names.
 */
export function viewUrlsByLang(
  id: RouteId,
  lang: Lang,
  site: string,
  query: string,
  params: Record<string, string> = {},
): Record<Lang, string> {
  const q = query.startsWith('?') ? query.slice(1) : query;
  return Object.fromEntries(
    LANGS.map((l) => [l, withQuery(buildPath(id, l, site, params), viewQuery(id, lang, l, q))]),
  ) as Record<Lang, string>;
}

/**
 * The other language's URL of the view the visitor is on (`current`, path and query): the path of
 * `alternate` (the page's URL in that language: a term's title differs by language) with the
 * current query in that language's names. `alternate` as it is when either matches no route.
 */
export function alternateViewUrl(alternate: string, current: string, site: string): string {
  const [there] = splitQuery(alternate);
  const [pathname, query = ''] = splitQuery(current);
  const from = matchRoute(pathname, site);
  const to = matchRoute(there, site);
  if (!from || !to || from.id !== to.id) return alternate;
  return withQuery(there, viewQuery(from.id, from.lang, to.lang, query));
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
