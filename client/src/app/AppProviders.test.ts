import { formatNumber } from '../../../shared/format.js';
import { NUMBER_LOCALE } from '../../../shared/number-locale.js';
import { createAppIntl } from './AppProviders.js';
import { compileCatalogs } from '../i18n/compile.js';
import type { Catalog } from '../i18n/catalogs.js';
import { messages } from '../i18n/messages.js';

describe('createAppIntl', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it.each([
    ['es', 2, '2 términos'],
    ['en', 1, '1 term'],
  ] as const)('formats in its language (%s), plurals included', (lang, count, expected) => {
    const intl = createAppIntl(lang, messages[lang]);
    expect(intl.locale).toBe(lang);
    expect(intl.formatMessage({ id: 'glossary.results.count' }, { count })).toBe(expected);
  });

  it('never asks the runtime which number-format locales it has (costly in Chromium)', () => {
    const supported = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const intl = createAppIntl('es', messages.es);
    // A message with arguments compiles a message format, which used to ask too.
    expect(intl.formatMessage({ id: 'app.title.term' }, { term: 'Bono', group: 'G' })).toBe(
      'Bono - Glosario - G',
    );
    expect(supported).not.toHaveBeenCalled();
    // The empty locale that avoids the question is not reported as an error.
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['text messages (development)', messages.es as Catalog],
    ['compiled messages (production builds)', compileCatalogs(messages).es as Catalog],
  ])('keeps one message format per message: %s', (_kind, catalog) => {
    const intl = createAppIntl('es', catalog);
    const message = catalog['glossary.results.count'];
    const format = () =>
      intl.formatters.getMessageFormat(message as never, 'es', intl.formats, {
        formatters: intl.formatters,
      });
    expect(format()).toBe(format());
    // A kept format costs no serialization of the message (react-intl's cache key).
    intl.formatMessage({ id: 'glossary.results.count' }, { count: 3 });
    const serialize = jest.spyOn(JSON, 'stringify');
    expect(intl.formatMessage({ id: 'glossary.results.count' }, { count: 4 })).toBe('4 términos');
    // <FormattedMessage> passes an undefined `ignoreTag`: the same as the default options.
    expect(
      intl.formatMessage({ id: 'glossary.results.count' }, { count: 5 }, { ignoreTag: undefined }),
    ).toBe('5 términos');
    // (Plural rules and number formats, which the message uses, are still looked up by theirs.)
    // (react-intl's memo serializes the arguments object of a call given the argument list.)
    const first = (value: unknown): unknown =>
      typeof value === 'object' && value !== null ? (value as ArrayLike<unknown>)[0] : undefined;
    const ofMessage = serialize.mock.calls.filter(
      ([key]: unknown[]) => first(first(key)) === message,
    );
    expect(serialize).toHaveBeenCalled();
    expect(ofMessage).toEqual([]);
    serialize.mockRestore();
    // Kept formats still format each call's values.
    expect(intl.formatMessage({ id: 'glossary.results.count' }, { count: 1 })).toBe('1 término');
    expect(intl.formatMessage({ id: 'glossary.results.count' }, { count: 7 })).toBe('7 términos');
    // A call with other options is not taken from what is kept.
    expect(
      intl.formatters.getMessageFormat(message as never, 'es', intl.formats, {
        formatters: intl.formatters,
        ignoreTag: true,
      }),
    ).not.toBe(format());
  });

  it("makes no number format for a count below 1,000 (a page's first one is slow to make)", () => {
    // A module of its own: no number format made by another test in its cache.
    let create: typeof createAppIntl = createAppIntl;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules loads with require
      const load = (id: string): unknown => require(id);
      ({ createAppIntl: create } = load('./AppProviders.js') as { createAppIntl: typeof create });
    });
    expect(create).not.toBe(createAppIntl);
    const made = jest.spyOn(Intl, 'NumberFormat');
    const es = create('es', compileCatalogs(messages).es);
    const en = create('en', messages.en);
    expect(es.formatMessage({ id: 'glossary.results.count' }, { count: 243 })).toBe('243 términos');
    expect(en.formatMessage({ id: 'glossary.results.count' }, { count: 1 })).toBe('1 term');
    expect(en.formatMessage({ id: 'glossary.results.count' }, { count: 0 })).toBe('0 terms');
    expect(made).not.toHaveBeenCalled();
    // A count that the language groups gets the language's number format, made then.
    expect(en.formatMessage({ id: 'glossary.results.count' }, { count: 1234 })).toBe('1,234 terms');
    expect(es.formatMessage({ id: 'glossary.results.count' }, { count: 12345 })).toBe(
      '12,345 términos',
    );
    expect(made).toHaveBeenCalledTimes(2);
  });

  it.each(['es', 'en'] as const)(
    "writes every number in the site's one format of the language, as shared/format.ts does (%s)",
    (lang) => {
      const format = createAppIntl(lang, messages[lang]).formatters.getNumberFormat(lang);
      const reference = new Intl.NumberFormat(NUMBER_LOCALE[lang]);
      for (const n of [
        0,
        -0,
        1,
        7,
        42,
        999,
        1000,
        1234,
        9999,
        10000,
        123456,
        -1,
        1.5,
        999.5,
        1e21,
        NaN,
      ]) {
        expect(format.format(n)).toBe(reference.format(n));
      }
      expect(format.formatToParts(1234)).toEqual(reference.formatToParts(1234));
      expect(format.resolvedOptions()).toEqual(reference.resolvedOptions());
      // Other options go to react-intl's formatter as before.
      expect(
        createAppIntl(lang, messages[lang])
          .formatters.getNumberFormat(lang, { minimumFractionDigits: 2 })
          .format(5),
      ).toBe(new Intl.NumberFormat(NUMBER_LOCALE[lang], { minimumFractionDigits: 2 }).format(5));
      expect(format.format(4874)).toBe(formatNumber(4874, lang));
    },
  );

  it('still reports a missing message outside production', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const intl = createAppIntl('en', messages.en);
    expect(intl.formatMessage({ id: 'no.such.message' })).toBe('no.such.message');
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
