/** The term page's load: the term's answer, kept in the store for the page's hooks. */
import type { Lang } from '#shared/types/common.js';
import { loadQuery, type AppStore } from '../../app/store.js';
import { glossaryTermApi } from './api.js';

export function loadTermAnswer(store: AppStore, lang: Lang, term: string) {
  return loadQuery(store, glossaryTermApi.endpoints.getGlossaryTerm.initiate({ lang, term }));
}
