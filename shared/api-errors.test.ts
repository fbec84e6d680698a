import { API_ERROR_TEXTS, apiErrorText } from './api-errors.js';

describe('apiErrorText', () => {
  it('has a text in both languages for every code, and null for anything else', () => {
    for (const [code, texts] of Object.entries(API_ERROR_TEXTS)) {
      expect(apiErrorText(code, 'es')).toBe(texts.es);
      expect(apiErrorText(code, 'en')).toBe(texts.en);
      expect(texts.es).not.toBe(texts.en);
    }
    for (const other of ['toString', '__proto__', 'x', 42, null, undefined]) {
      expect(apiErrorText(other, 'es')).toBeNull();
    }
  });
});
