import { IntlMessageFormat } from 'intl-messageformat';
import { messages } from './messages.js';

describe('message catalogs', () => {
  it('have identical keys in Spanish and English', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.es).sort());
  });

  it('have no empty message', () => {
    for (const catalog of Object.values(messages)) {
      for (const [id, text] of Object.entries(catalog))
        expect([id, text.trim().length > 0]).toEqual([id, true]);
    }
  });

  it('use the same placeholders in both languages and parse as ICU messages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [id, es] of Object.entries(messages.es)) {
      const en = messages.en[id] ?? '';
      expect([id, placeholders(en)]).toEqual([id, placeholders(es)]);
      expect(() => new IntlMessageFormat(es, 'es')).not.toThrow();
      expect(() => new IntlMessageFormat(en, 'en')).not.toThrow();
    }
  });
});
