/**
 * What the glossary page asks for on load (docs/decisions/090): a server render loads only the
 * first view the page embeds, which hydration reuses; a visit within the app loads the whole list.
 */
import { siteDay } from '#shared/term-of-day.js';
import type { Lang } from '#shared/types/common.js';
import { loadQuery, type AppStore } from '../../app/store.js';
import { glossaryApi, type FirstViewArgs } from './api.js';
import { readFinderParams } from './finder-params.js';

export interface GlossaryLoaderData {
  /** The page's first view: the URL's letter and text, and the day of its term of the day. */
  firstView: FirstViewArgs;
}

export async function loadGlossaryPage(
  store: AppStore,
  lang: Lang,
  url: URL,
  server: boolean,
): Promise<GlossaryLoaderData> {
  const { endpoints, util } = glossaryApi;
  const { letter, text } = readFinderParams(url.searchParams, lang);
  const brought = util
    .selectCachedArgsForQuery(store.getState(), 'getGlossaryFirstView')
    .find((args) => args.lang === lang && args.letter === letter && args.text === text);
  if (brought) return { firstView: brought };
  const firstView = { lang, letter, text, day: siteDay() };
  if (server) await loadQuery(store, endpoints.getGlossaryFirstView.initiate(firstView));
  else await loadQuery(store, endpoints.getGlossary.initiate(lang));
  return { firstView };
}
