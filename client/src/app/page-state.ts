/**
 * What the server hands to the browser with the page: the store's state, the site config and the
 * page language's message catalog (the browser bundle carries none: a page has one language, and
 * the language switch loads another document).
 */
import type { SiteConfig } from '../../../shared/branding.js';
import type { Catalog } from '../i18n/catalogs.js';
import type { RootState } from './store.js';

export const PAGE_STATE_ID = '__PAGE_STATE__';

export interface PageState {
  state: Partial<RootState>;
  site: SiteConfig;
  messages: Catalog;
}

/** JSON safe inside a `<script type="application/json">`: `<` escaped so `</script>` cannot close it. */
const escapeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The escaped JSON of frozen values, by identity. The bulk of a page's state (the query answers,
 * the catalog) is the same frozen object from one request to the next while the proxy's
 * micro-cache holds the answer, so its JSON is made once.
 */
const frozenJson = new WeakMap<object, string>();
// A marker no content can contain: it is made of a random id drawn when the module loads.
const MARKER = `\u0000page-state-${globalThis.crypto.randomUUID()}-`;

function jsonOfFrozen(value: object): string {
  let json = frozenJson.get(value);
  if (json === undefined) {
    json = escapeJson(JSON.stringify(value));
    frozenJson.set(value, json);
  }
  return json;
}

export function serializePageState(value: PageState): string {
  const parts: string[] = [];
  /** A frozen object becomes a marker string, replaced by its cached JSON below. */
  const mark = <T>(part: T): T | string => {
    if (typeof part !== 'object' || part === null || !Object.isFrozen(part)) return part;
    parts.push(jsonOfFrozen(part));
    return `${MARKER}${String(parts.length - 1)}`;
  };
  const api = value.state.api;
  const queries = api
    ? Object.fromEntries(
        Object.entries(api.queries).map(([key, query]) => [
          key,
          query && 'data' in query ? { ...query, data: mark(query.data) } : query,
        ]),
      )
    : undefined;
  // The API's config stays on the server: the browser's store starts with its own (the server's
  // keeps unused answers forever, `entry-server.tsx`; online and focus are the browser's to tell).
  const state =
    api && queries ? { ...value.state, api: { ...api, queries, config: undefined } } : value.state;
  const json = escapeJson(JSON.stringify({ ...value, state, messages: mark(value.messages) }));
  if (parts.length === 0) return json;
  // JSON writes U+0000 as \u0000: each marker stands in the JSON as one quoted string, the
  // marker then the part's index. The pieces are joined with `+`, which copies nothing (a
  // replace with a callback copied the whole state, 100 kB on the glossary, once more).
  const quotedMarker = JSON.stringify(MARKER).slice(0, -1);
  let text = '';
  let from = 0;
  for (let at = json.indexOf(quotedMarker); at !== -1; at = json.indexOf(quotedMarker, from)) {
    const close = json.indexOf('"', at + quotedMarker.length);
    const part = parts[Number(json.slice(at + quotedMarker.length, close))] ?? 'null';
    text += json.slice(from, at) + part;
    from = close + 1;
  }
  return text + json.slice(from);
}
