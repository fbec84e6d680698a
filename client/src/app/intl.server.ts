/**
 * The server's intl objects: one per language for the process, over that language's catalog. The
 * browser loads the same catalog as a chunk the page preloads (decision 121).
 */
import type { IntlShape } from 'react-intl';
import type { Lang } from '#shared/types/common.js';
import { loadCatalog } from '../i18n/catalogs.js';
import { createAppIntl } from '../i18n/intl.js';

const intls = new Map<Lang, Promise<IntlShape>>();

export function intlFor(lang: Lang): Promise<IntlShape> {
  let intl = intls.get(lang);
  if (!intl) {
    intl = loadCatalog(lang).then((catalog) => createAppIntl(lang, catalog));
    intls.set(lang, intl);
  }
  return intl;
}
