/**
 * What the server hands to the browser with the page: the store's state, the site config and the
 * page language's message catalog (the browser bundle carries none: a page has one language, and
 * the language switch loads another document).
 */
import type { SiteConfig } from '../../../shared/branding.js';
import type { PageTextParts } from '../../../shared/types/ssr.js';
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
 * The escaped JSON of frozen values, by identity, as UTF-8 bytes. The bulk of a page's state (the
 * query answers, the catalog) is the same frozen object from one request to the next while the
 * proxy's micro-cache holds the answer, so its JSON is made and encoded once: the proxy keeps a
 * page as UTF-8 pieces, and encoding the glossary's 96 kB of state again for every render (with
 * the copy that joined its text first) was about 0.5 ms.
 */
const frozenJson = new WeakMap<object, Uint8Array>();
const utf8 = new TextEncoder();
// A marker no content can contain: it is made of a random id drawn when the module loads.
const MARKER = `\u0000page-state-${globalThis.crypto.randomUUID()}-`;

function jsonOfFrozen(value: object): Uint8Array {
  let json = frozenJson.get(value);
  if (json === undefined) {
    json = utf8.encode(escapeJson(JSON.stringify(value)));
    frozenJson.set(value, json);
  }
  return json;
}

/**
 * The page state's JSON in parts: the JSON of each frozen answer and of the catalog as its kept
 * bytes, what is around them as text.
 */
export function pageStateParts(value: PageState): PageTextParts {
  const parts: Uint8Array[] = [];
  /** A frozen object becomes a marker string, replaced by its kept JSON below. */
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
  if (parts.length === 0) return [json];
  // JSON writes U+0000 as \u0000: each marker stands in the JSON as one quoted string, the
  // marker then the part's index.
  const quotedMarker = JSON.stringify(MARKER).slice(0, -1);
  const out: (string | Uint8Array)[] = [];
  let from = 0;
  for (let at = json.indexOf(quotedMarker); at !== -1; at = json.indexOf(quotedMarker, from)) {
    const close = json.indexOf('"', at + quotedMarker.length);
    out.push(
      json.slice(from, at),
      parts[Number(json.slice(at + quotedMarker.length, close))] ?? 'null',
    );
    from = close + 1;
  }
  out.push(json.slice(from));
  return out;
}

/** Parts joined into one text. */
export function textOf(parts: string | PageTextParts): string {
  if (typeof parts === 'string') return parts;
  const utf8Text = new TextDecoder();
  return parts.map((part) => (typeof part === 'string' ? part : utf8Text.decode(part))).join('');
}

/** The page state's JSON as one text (tests; the server hands the parts to the proxy). */
export const serializePageState = (value: PageState): string => textOf(pageStateParts(value));
