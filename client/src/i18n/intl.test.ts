import { createIntl } from 'react-intl';
import { formatCount } from '#shared/number-locale.js';
import type { Catalog } from './catalogs.js';
import { compileCatalogs } from './compile.js';
import { createAppIntl } from './intl.js';
import { messages } from './messages.js';

afterEach(() => {
  jest.restoreAllMocks();
});

const localeQuestions = () => [
  jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf'),
  jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf'),
];

describe('createAppIntl', () => {
  it.each([
    ['es', 'text', messages.es as Catalog, 2, '2 términos'],
    ['en', 'text', messages.en as Catalog, 1, '1 term'],
    ['es', 'compiled', compileCatalogs(messages).es as Catalog, 12345, '12,345 términos'],
    ['en', 'compiled', compileCatalogs(messages).en as Catalog, 1234, '1,234 terms'],
  ] as const)(
    'formats in the page language (%s, %s messages), counts in its one number format',
    (lang, _kind, catalog, count, expected) => {
      const intl = createAppIntl(lang, catalog);
      expect(intl.locale).toBe(lang);
      expect(
        intl.formatMessage(
          { id: 'glossary.results.count' },
          { count, shown: formatCount(count, lang) },
        ),
      ).toBe(expected);
    },
  );

  it('asks the runtime no locale question, and makes no number format for a small count', async () => {
    // Fresh modules: no message format cached by the tests above.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./intl.js');
      const questions = localeQuestions();
      const numberFormat = jest.spyOn(Intl, 'NumberFormat');
      const intl = fresh.createAppIntl('en', compileCatalogs(messages).en);
      expect(
        intl.formatMessage(
          { id: 'glossary.results.count' },
          { count: 7, shown: formatCount(7, 'en') },
        ),
      ).toBe('7 terms');
      for (const question of questions) expect(question).not.toHaveBeenCalled();
      expect(numberFormat).not.toHaveBeenCalled();
    });
  });
});

// If one of these fails, react-intl or intl-messageformat stopped asking, and `intl.ts` can go
// back to `createIntl({ locale })` without the default-locale route and the `resolveLocale` patch.
describe('the locale questions intl.ts avoids are still asked', () => {
  it("by react-intl's createIntl given a locale", () => {
    const [numberLocales] = localeQuestions();
    createIntl({ locale: 'es', messages: {} });
    expect(numberLocales).toHaveBeenCalled();
  });

  it('by intl-messageformat for every message with values', async () => {
    await jest.isolateModulesAsync(async () => {
      const { IntlMessageFormat } = await import('intl-messageformat');
      const [numberLocales] = localeQuestions();
      new IntlMessageFormat('{n} x', 'es').format({ n: 'a' });
      expect(numberLocales).toHaveBeenCalled();
    });
  });
});
