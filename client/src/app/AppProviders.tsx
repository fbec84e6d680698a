/** The providers every render shares, on the server and in the browser. */
import type { ReactNode } from 'react';
import {
  createIntl,
  createIntlCache,
  InvalidConfigError,
  RawIntlProvider,
  type IntlShape,
} from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { Provider } from 'react-redux';
import type { SiteConfig } from '../../../shared/branding.js';
import { NUMBER_LOCALE } from '../../../shared/number-locale.js';
import type { Lang } from '../../../shared/types/common.js';
import type { Catalog } from '../i18n/catalogs.js';
import { useHydrationEnd } from '../ui/hydration.js';
import { SiteConfigProvider } from './site-config.js';
import type { AppStore } from './store.js';

// One formatter cache for the whole process or page: it holds no per-user state.
const cache = createIntlCache();

/**
 * The intl object of a language. The server makes one per language for the process
 * (`intl.server.ts`); the browser makes one per page from the catalog the page carries.
 *
 * It formats messages only, and has no `timeZone`: given one, react-intl merges it into every
 * date format on every message it formats, which was a fifth of the server's render time. Dates
 * are formatted by `shared/format.ts` in the market's zone, the same on server and browser; lint
 * forbids react-intl's date and time formatters (eslint.config.js).
 */
export function createAppIntl(lang: Lang, messages: Catalog): IntlShape {
  // The language goes in as the default locale with `locale` left empty: react-intl then adopts
  // it without asking `Intl.NumberFormat.supportedLocalesOf` (see `resolveLocale` below). It
  // reports the empty locale through `onError`, which drops exactly that report.
  return rememberMessageFormats(
    withDigitCounts(
      createIntl({ locale: '', defaultLocale: lang, messages, onError: reportIntlError }, cache),
    ),
  );
}

/**
 * The number format of a message's plural count (`#`) and plain number arguments, made when a
 * number needs it. The first `Intl.NumberFormat` a page makes loads the runtime's number data: in
 * Chromium 105 to 220 ms at Lighthouse's 4x CPU slowdown, inside the hydration of the one
 * component that formats the glossary's count of terms (a task React cannot split). A count
 * below 1,000 is written with its digits alone in both languages' default format (Spanish groups
 * from 10,000, English from 1,000), so that is what it gets without one; anything else (more
 * digits, decimals, signs, other options, other locales) goes to react-intl's formatter.
 */
function withDigitCounts(intl: IntlShape): IntlShape {
  const { formatters } = intl;
  const make = formatters.getNumberFormat;
  const byLocale = new Map<string, Intl.NumberFormat>();
  formatters.getNumberFormat = (locales, options) => {
    if (locales !== 'es' && locales !== 'en') return make(locales, options);
    // The page's one number format per language (`shared/format.ts`): Spanish as in Mexico.
    const locale = NUMBER_LOCALE[locales];
    if (options !== undefined) return make(locale, options);
    let format = byLocale.get(locales);
    if (!format) {
      format = digitsFirst(() => make(locale));
      byLocale.set(locales, format);
    }
    return format;
  };
  return intl;
}

/** A number format that writes counts below 1,000 as their digits and asks `real` for the rest. */
function digitsFirst(real: () => Intl.NumberFormat): Intl.NumberFormat {
  let made: Intl.NumberFormat | undefined;
  const get = () => (made ??= real());
  return {
    format: (value) =>
      typeof value === 'number' &&
      Number.isInteger(value) &&
      (value > 0 || Object.is(value, 0)) &&
      value < 1000
        ? String(value)
        : get().format(value),
    formatToParts: (value?: number | bigint | Intl.StringNumericLiteral) =>
      value === undefined ? get().formatToParts() : get().formatToParts(value),
    formatRange: (start, end) => get().formatRange(start, end),
    formatRangeToParts: (start, end) => get().formatRangeToParts(start, end),
    resolvedOptions: () => get().resolvedOptions(),
  };
}

/**
 * The intl object's message formats kept by message. react-intl keeps them in its cache under
 * the JSON of the message (in production builds a compiled AST), the locale, the formats and the
 * options, serialized again on every `formatMessage` call: that serialization was 2.5 % of a
 * server render. One intl object has one locale and one set of formats, and its catalog's
 * messages are the same values from call to call, so the message alone is the key; a call with
 * other options goes to react-intl's own cache.
 */
function rememberMessageFormats(intl: IntlShape): IntlShape {
  const { formatters } = intl;
  const compile = formatters.getMessageFormat;
  const byAst = new WeakMap<object, ReturnType<typeof compile>>();
  const byText = new Map<string, ReturnType<typeof compile>>();
  formatters.getMessageFormat = (message, locales, formats, options) => {
    if (!defaultOptions(options) || locales !== intl.locale)
      return compile(message, locales, formats, options);
    const kept = typeof message === 'string' ? byText.get(message) : byAst.get(message);
    if (kept) return kept;
    const format = compile(message, locales, formats, options);
    if (typeof message === 'string') byText.set(message, format);
    else byAst.set(message, format);
    return format;
  };
  return intl;
}

/**
 * Options that only name the formatters: `<FormattedMessage>` passes `{ ignoreTag }` on every
 * call, undefined unless the element sets it, which is the same as not passing it.
 */
function defaultOptions(options: object | undefined): boolean {
  if (options === undefined || !('formatters' in options)) return false;
  // Called on every message formatted: a loop over the keys, no array of entries.
  const values = options as Readonly<Record<string, unknown>>;
  for (const key in values) if (key !== 'formatters' && values[key] !== undefined) return false;
  return true;
}

/** react-intl's default handler, without the report of the deliberately empty locale. */
function reportIntlError(error: unknown) {
  if (error instanceof InvalidConfigError) return;
  if (process.env.NODE_ENV !== 'production') console.error(error);
}

/*
 * Every message compiled with arguments asks `Intl.NumberFormat.supportedLocalesOf` which locale
 * to use, and so did `createIntl` above. In Chromium the first such question loads the number
 * formats of every locale: 40 to 65 ms of the page's hydration on this machine, 150 to 260 ms at
 * Lighthouse's 4x CPU slowdown, on pages that format no number at all. The site's two languages
 * are available in every browser and in Node, so the locale is taken as given.
 */
IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale(typeof locales === 'string' ? locales : (locales[0] ?? 'es'));

export function AppProviders({
  store,
  site,
  intl,
  children,
}: {
  store: AppStore;
  site: SiteConfig;
  intl: IntlShape;
  children: ReactNode;
}) {
  useHydrationEnd();
  return (
    <Provider store={store}>
      <RawIntlProvider value={intl}>
        <SiteConfigProvider config={site}>{children}</SiteConfigProvider>
      </RawIntlProvider>
    </Provider>
  );
}
