/**
 * The server's intl objects: one per language for the process, over the catalogs of both
 * languages. The browser receives only its page's catalog, in the page state.
 */
import type { IntlShape } from 'react-intl';
import type { Lang } from '#shared/types/common.js';
import { catalogs } from '../i18n/catalogs.js';
import { createAppIntl } from '../i18n/intl.js';

const intls = new Map<Lang, IntlShape>();

export function intlFor(lang: Lang): IntlShape {
  let intl = intls.get(lang);
  if (!intl) {
    intl = createAppIntl(lang, catalogs[lang]);
    intls.set(lang, intl);
  }
  return intl;
}
