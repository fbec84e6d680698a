import { createAppIntl } from './AppProviders.js';
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

  it('still reports a missing message outside production', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const intl = createAppIntl('en', messages.en);
    expect(intl.formatMessage({ id: 'no.such.message' })).toBe('no.such.message');
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
