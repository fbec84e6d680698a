import { DOCUMENT_TYPES, SECURITY_TYPES } from './keywords.js';
import { documentTips, SEARCH_TIPS_TEXT, valueTypeTips } from './search-tips.js';

describe('search tips', () => {
  it('lists every Spanish document-type term with two examples each', () => {
    const tips = documentTips('es');
    expect(tips).toHaveLength(DOCUMENT_TYPES.length);
    for (const tip of tips) {
      expect(tip.examples).toHaveLength(2);
      expect(tip.examples.every((e) => e.startsWith(`${tip.term} `))).toBe(true);
      expect(tip.examples[0]).not.toBe(tip.examples[1]);
    }
  });

  it('skips the Spanish-only types in English', () => {
    expect(documentTips('en').map((t) => t.term)).not.toContain('derechos');
    expect(documentTips('en')).toHaveLength(14);
  });

  it('describes every value-type term in both languages', () => {
    for (const lang of ['es', 'en'] as const) {
      const tips = valueTypeTips(lang);
      expect(tips).toHaveLength(SECURITY_TYPES.length);
      expect(tips.every((t) => t.term && t.description)).toBe(true);
    }
    expect(Object.keys(SEARCH_TIPS_TEXT.en).sort()).toEqual(
      Object.keys(SEARCH_TIPS_TEXT.es).sort(),
    );
  });
});
