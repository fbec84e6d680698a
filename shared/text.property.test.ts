import fc from 'fast-check';
import { ELLIPSIS } from './constants.js';
import { anyText, typedText } from './test-utils/arbitraries.js';
import { cut, fold } from './text.js';

const chars = (s: string) => Array.from(s);

describe('cut (properties)', () => {
  it('keeps at most N characters of the text, then an ellipsis, never half a character', () => {
    fc.assert(
      fc.property(anyText(), fc.integer({ min: 0, max: 30 }), (text, max) => {
        const out = cut(text, max);
        expect(chars(out).length).toBeLessThanOrEqual(max + 1);
        // In Unicode mode a surrogate range matches only half of a pair.
        expect(out).not.toMatch(/[\uD800-\uDFFF]/u);
        if (chars(text).length <= max) {
          expect(out).toBe(text);
        } else {
          expect(out.endsWith(ELLIPSIS)).toBe(true);
          expect(text.startsWith(out.slice(0, -ELLIPSIS.length))).toBe(true);
        }
      }),
    );
  });

  it('cuts a cut text no further', () => {
    fc.assert(
      fc.property(anyText(), fc.integer({ min: 0, max: 30 }), (text, max) => {
        const once = cut(text, max);
        expect(cut(once, max)).toBe(once);
      }),
    );
  });
});

describe('fold (properties)', () => {
  it('ignores case, accents and the kind and number of spaces', () => {
    fc.assert(
      fc.property(typedText(), ({ plain, typed }) => {
        expect(fold(typed)).toBe(plain);
      }),
    );
  });
});
