import { createAppIntl } from './AppProviders.js';
import { compileCatalogs } from '../i18n/compile.js';
import type { Catalog } from '../i18n/catalogs.js';
import { messages } from '../i18n/messages.js';
import { formatNumber } from '#shared/format.js';

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
          { count, shown: formatNumber(count, lang) },
        ),
      ).toBe(expected);
    },
  );
});
