/**
 * The intl object of a page's language, and the one browser start-up cost it works around.
 *
 * react-intl asks `Intl.NumberFormat.supportedLocalesOf` (and `Intl.DateTimeFormat`'s) whether a
 * configured locale exists, and intl-messageformat asks it again for every message with values.
 * In Chromium the first such question loads the number data of every locale: a long task in the
 * hydration of every page, which counts in its Total Blocking Time. The site's two languages exist
 * in every browser and in Node, so the language is given as the default locale (adopted without
 * the question) and taken as given by intl-messageformat. `intl.test.ts` shows both questions are
 * still asked without this.
 */
import { createIntl, createIntlCache, InvalidConfigError, type IntlShape } from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Lang } from '#shared/types/common.js';
import type { Catalog } from './catalogs.js';

IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale(typeof locales === 'string' ? locales : (locales[0] ?? 'es'));

// One formatter cache for the whole process or page: it holds no per-user state.
const cache = createIntlCache();

/** react-intl's report of the empty `locale` is the one expected; others are shown in development. */
function reportIntlError(error: unknown) {
  if (error instanceof InvalidConfigError) return;
  if (process.env.NODE_ENV !== 'production') console.error(error);
}

/**
 * The intl object of a page's language (one per language in the server process, one per page in
 * the browser). Numbers and dates are written by `shared/` (one format per language, decision
 * 040): a count comes already written as a message's `shown` value.
 */
export function createAppIntl(lang: Lang, messages: Catalog): IntlShape {
  return createIntl({ locale: '', defaultLocale: lang, messages, onError: reportIntlError }, cache);
}
