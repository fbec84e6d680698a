/**
 * What the server hands to the browser with the page: the store's state, the site config and the
 * page language's message catalog (the browser bundle carries none: a page has one language, and
 * the language switch loads another document). It is the same for every visitor of a URL: no site
 * token (the browser takes it from its cookie or asks for one, `site-token.ts`).
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
 * The page state's JSON, escaped for a data block. The API's config stays on the server: the
 * browser's store starts with its own (the server's keeps unused answers forever,
 * `entry-server.tsx`; online and focus are the browser's to tell). The token slice goes without
 * its token: a page is the same for every visitor.
 */
export function serializePageState(value: PageState): string {
  const { api, token } = value.state;
  const state = {
    ...value.state,
    ...(api ? { api: { ...api, config: undefined } } : {}),
    ...(token ? { token: { ...token, accessToken: null } } : {}),
  };
  return escapeJson(JSON.stringify({ ...value, state }));
}
