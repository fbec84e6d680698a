import { matchWord, withinOneEdit, words } from './text-match.js';

describe('words', () => {
  it('folds case and accents and keeps key characters inside words', () => {
    expect(words('Acción ST&ER-D, S.A.B. de C.V.')).toEqual([
      'accion',
      'st&er-d',
      's.a.b',
      'de',
      'c.v',
    ]);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['dividendo', 'dividndo', true],
    ['dividendo', 'divindendo', true],
    ['dividendo', 'dividenod', true],
    ['dividendo', 'dibidendo', true],
    ['dividendo', 'dvidndo', false],
    ['abc', 'abc', true],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe('matchWord', () => {
  it('matches exactly, by prefix for the last word only, and with one typo from 5 letters', () => {
    expect(matchWord('bolsa', 'bolsa', false)).toBe('exact');
    expect(matchWord('bol', 'bolsa', true)).toBe('prefix');
    expect(matchWord('bol', 'bolsa', false)).toBeNull();
    expect(matchWord('bolza', 'bolsa', false)).toBe('typo');
    expect(matchWord('bolz', 'bols', false)).toBeNull();
    expect(matchWord('dividne', 'dividendo', true)).toBe('typo');
  });

  it('never matches by typo where typos are not allowed (keys)', () => {
    expect(matchWord('walmax', 'walmex', false, false)).toBeNull();
  });
});
