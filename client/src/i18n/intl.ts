/**
 * The intl object of a page's language, given as the default locale and taken as given, so that
 * Chromium does not load every locale's number data while hydrating (decision 050, intl.test.ts).
 */
import { createIntl, createIntlCache, InvalidConfigError, type IntlShape } from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Lang } from '#shared/types/common.js';
import type { Catalog } from './catalogs.js';

IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale(typeof locales === 'string' ? locales : (locales[0] ?? 'es'));

// One formatter cache for the whole process or page: it holds no per-user state.
const cache = createIntlCache();

/** The report of the empty `locale` is expected; others are shown in development. */
function reportIntlError(error: unknown) {
  if (error instanceof InvalidConfigError) return;
  if (process.env.NODE_ENV !== 'production') console.error(error);
}

/**
 * The intl object of a page's language. Numbers and dates are written by `shared/` (one format per
 * language, decision 040): a count comes already written as a message's `shown` value.
 */
export function createAppIntl(lang: Lang, messages: Catalog): IntlShape {
  return createIntl({ locale: '', defaultLocale: lang, messages, onError: reportIntlError }, cache);
}
