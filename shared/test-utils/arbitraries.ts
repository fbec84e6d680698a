/** fast-check arbitraries of the site's text: Spanish words, and the same words as people type them. */
import fc from 'fast-check';

const LETTERS = Array.from('abcdefghijklmnopqrstuvwxyz');

/** A word of lower-case letters. */
export const word = (minLength = 1, maxLength = 10) =>
  fc.string({ unit: fc.constantFrom(...LETTERS), minLength, maxLength });

/** How one character of a plain text is typed: maybe upper case, maybe with accents. */
const typing = fc.record({
  upper: fc.boolean(),
  marks: fc.array(fc.integer({ min: 0x300, max: 0x36f }), { maxLength: 2 }),
  space: fc.constantFrom(' ', '  ', '\t', '\u00a0'),
});

/**
 * `plain` (lower-case words and spaces) as people may type it: any letter's case changed, accents
 * added, spaces as tabs, no-break spaces or several, composed (NFC) or not.
 */
export const typed = (plain: string) =>
  fc
    .tuple(fc.array(typing, { minLength: plain.length, maxLength: plain.length }), fc.boolean())
    .map(([how, composed]) => {
      const text = Array.from(plain, (char, i) => {
        const { upper, marks, space } = how[i] ?? { upper: false, marks: [], space: ' ' };
        if (char === ' ') return space;
        return (upper ? char.toUpperCase() : char) + String.fromCodePoint(...marks);
      }).join('');
      return composed ? text.normalize('NFC') : text;
    });

/** Lower-case words separated by single spaces (`plain`) and the same text as typed (`typed`). */
export const typedText = (maxWords = 5) =>
  fc
    .array(word(1, 8), { maxLength: maxWords })
    .map((words) => words.join(' '))
    .chain((plain) => typed(` ${plain} `).map((text) => ({ plain, typed: text })));

/** Any well-formed text, astral characters and combining marks included (no lone surrogate). */
export const anyText = (maxLength = 40) => fc.string({ unit: 'grapheme', maxLength });
