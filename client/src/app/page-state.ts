/**
 * What the server hands the browser with the page: state, query answers, site config, the page's
 * catalog. The same for every visitor and render of a URL: no site token, no request ids or times.
 */
import { QueryStatus } from '@reduxjs/toolkit/query';
import type { SiteConfig } from '#shared/branding.js';
import type { PageAnswer } from '../api/api.js';
import type { Catalog } from '../i18n/catalogs.js';
import type { RootState } from './store.js';

export const PAGE_STATE_ID = '__PAGE_STATE__';

export interface PageState {
  state: Omit<RootState, 'api'>;
  /** The settled queries by cache key (`pageAnswersHydrated`). */
  answers: Record<string, PageAnswer>;
  site: SiteConfig;
  messages: Catalog;
}

/**
 * JSON safe inside a `<script type="application/json">`: `<` escaped so `</script>` or `<!--`
 * cannot end the block; `JSON.parse` reads U+2028 and U+2029 as plain characters.
 */
const escapeJson = (json: string) => json.replaceAll('<', '\\u003c');

/** The page state's JSON of a rendered store, escaped for a data block. */
export function serializePageState({
  state: { api, token, ...rest },
  site,
  messages,
}: {
  state: RootState;
  site: SiteConfig;
  messages: Catalog;
}): string {
  const answers: Record<string, PageAnswer> = {};
  for (const [key, entry] of Object.entries(api.queries)) {
    if (entry?.status !== QueryStatus.fulfilled && entry?.status !== QueryStatus.rejected) continue;
    const { endpointName, originalArgs, status, data, error } = entry;
    answers[key] = { endpointName, originalArgs, status, data, error };
  }
  const page: PageState = {
    state: { ...rest, token: { ...token, accessToken: null } },
    answers,
    site,
    messages,
  };
  return escapeJson(JSON.stringify(page));
}
