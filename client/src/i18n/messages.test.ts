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
    for (const id of Object.keys(messages.es) as (keyof typeof messages.es)[]) {
      expect([id, placeholders(messages.en[id])]).toEqual([id, placeholders(messages.es[id])]);
      expect(() => new IntlMessageFormat(messages.es[id], 'es')).not.toThrow();
      expect(() => new IntlMessageFormat(messages.en[id], 'en')).not.toThrow();
    }
  });
});
