import {
  isTypo,
  matchWord,
  samePlural,
  typoBudget,
  withinEdits,
  withinOneEdit,
  words,
} from './text-match.js';

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

  it('has no word for text made only of symbols, punctuation or emoji', () => {
    for (const junk of ['%', '*', '$', '#', '...', '¿?', '"', "'", '😀', '¡!', '-', '&', '+*-'])
      expect(words(junk)).toEqual([]);
  });
});

describe('withinEdits', () => {
  it.each([
    ['dividendo', 'dividndo', 1, true],
    ['dividendo', 'divindendo', 1, true],
    ['dividendo', 'dividenod', 1, true],
    ['dividendo', 'dibidendo', 1, true],
    ['dividendo', 'dvidndo', 1, false],
    ['dividendo', 'dvidndo', 2, true],
    ['volatilidad', 'volatilidda', 1, true], // a swap counts as one
    ['abc', 'abc', 0, true],
  ])('%s ~ %s within %d: %s', (a, b, max, expected) => {
    expect(withinEdits(a, b, max)).toBe(expected);
  });

  it('compares with the start of a word still being typed', () => {
    expect(withinEdits('dividne', 'dividendos', 1, true)).toBe(true);
    expect(withinEdits('dividne', 'dividendos', 1, false)).toBe(false);
    expect(withinOneEdit('bolza', 'bolsa')).toBe(true);
  });
});

describe('typo tolerance as search engines have it', () => {
  it('allows no typo under 5 letters, one from 5 to 8, two from 9', () => {
    expect([3, 4, 5, 8, 9, 14].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('matches words of 9 or more letters with two typos, shorter ones with one', () => {
    expect(matchWord('volatilidda', 'volatilidad', false)).toBe('typo');
    expect(matchWord('volatlidda', 'volatilidad', false)).toBe('typo'); // two typos, 10 letters
    expect(matchWord('inflasoin', 'inflacion', false)).toBe('typo'); // two typos, 9 letters
    expect(matchWord('dvidndo', 'dividendo', false)).toBeNull(); // two typos, 7 letters
    expect(matchWord('inflaton', 'inflation', false)).toBe('typo');
    expect(matchWord('bono', 'bomo', false)).toBeNull();
  });
});

describe('a typo on the first letter counts as two', () => {
  it('is no typo for words under 9 letters and the only one allowed from 9', () => {
    expect(isTypo('bividendo', 'dividendo', false)).toBe(true); // 9 letters: 2 = the first letter
    expect(isTypo('bivideneo', 'dividendo', false)).toBe(false); // and one more
    expect(isTypo('fomento', 'tomento', false)).toBe(false); // 7 letters
    expect(isTypo('ivnersion', 'inversion', false)).toBe(true); // a swap is one edit
    expect(isTypo('fomentp', 'fomento', false)).toBe(true);
  });
});

describe('plural and singular', () => {
  it('treats a plural as its singular in Spanish and English', () => {
    expect(samePlural('accion', 'acciones')).toBe(true);
    expect(samePlural('dividendos', 'dividendo')).toBe(true);
    expect(samePlural('dividends', 'dividend')).toBe(true);
    expect(samePlural('company', 'companies')).toBe(true);
    expect(samePlural('index', 'indices')).toBe(true);
    expect(samePlural('ts', 't')).toBe(false);
    expect(matchWord('dividends', 'dividend', false)).toBe('exact');
    expect(matchWord('acciones', 'accion', false)).toBe('exact');
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

  it('never matches by typo or plural where typos are not allowed (keys)', () => {
    expect(matchWord('walmax', 'walmex', false, false)).toBeNull();
    expect(matchWord('amxs', 'amx', false, false)).toBeNull();
  });
});
