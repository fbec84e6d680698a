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

  it('still reports a missing message outside production', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const intl = createAppIntl('en', messages.en);
    expect(intl.formatMessage({ id: 'no.such.message' })).toBe('no.such.message');
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
