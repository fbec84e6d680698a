/** What the server hands to the browser with the page: the store's state and the site config. */
import type { SiteConfig } from '../../../shared/branding.js';
import type { RootState } from './store.js';

export const PAGE_STATE_ID = '__PAGE_STATE__';

export interface PageState {
  state: Partial<RootState>;
  site: SiteConfig;
}

/** JSON safe inside a `<script type="application/json">`: `<` escaped so `</script>` cannot close it. */
export function serializePageState(value: PageState): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
