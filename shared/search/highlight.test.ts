import { highlightParts } from './highlight.js';

describe('highlightParts', () => {
  const marked = (text: string, query: string) =>
    highlightParts(text, query)
      .map((p) => (p.match ? `[${p.text}]` : p.text))
      .join('');

  it('strips bold tags, then marks every query word ignoring case and accents', () => {
    expect(marked('La <b>acción</b> y las Acciones', 'accion')).toBe(
      'La [acción] y las [Accion]es',
    );
    expect(marked('Año de la Ñ', 'ano')).toBe('[Año] de la Ñ');
    expect(marked('Pingüino', 'PINGUINO')).toBe('[Pingüino]');
  });

  it('marks several words and merges overlapping matches', () => {
    expect(marked('Casa de bolsa', 'casa bolsa')).toBe('[Casa] de [bolsa]');
    expect(marked('abcabc', 'abc bca')).toBe('[abcabc]');
  });

  it('keeps markup as text: nothing is ever turned into HTML', () => {
    const parts = highlightParts('<img src=x onerror=alert(1)> oro', 'oro');
    expect(parts.map((p) => p.text).join('')).toBe(
      '<img src=x onerror=alert(1)> [oro]'.replace(/\[|\]/g, ''),
    );
    expect(parts.at(-1)).toEqual({ text: 'oro', match: true });
  });

  it('ignores one-letter words when a longer word is present, and handles empty input', () => {
    expect(marked('a casa', 'a casa')).toBe('a [casa]');
    expect(marked('a casa', 'a')).toBe('[a] c[a]s[a]');
    expect(highlightParts('', 'x')).toEqual([]);
    expect(highlightParts(null, 'x')).toEqual([]);
    expect(highlightParts('texto', '   ')).toEqual([{ text: 'texto', match: false }]);
  });

  it('maps matches back across characters whose folded form changes length', () => {
    // The emoji is two code units; 'İ' decomposes into a letter and a mark.
    expect(marked('😀 İstanbul', 'istanbul')).toBe('😀 [İstanbul]');
    expect(marked('ﬁnanzas', 'nanzas')).toBe('ﬁ[nanzas]');
  });
});
