import { parseLetter, readFinderParams, withFinderParams } from './finder-params.js';

const params = (query: string) => new URLSearchParams(query);

describe('parseLetter', () => {
  it('accepts the 27 letters in either case', () => {
    expect(parseLetter('B')).toBe('B');
    expect(parseLetter('b')).toBe('B');
    expect(parseLetter('ñ')).toBe('Ñ');
    expect(parseLetter('N\u0303')).toBe('Ñ');
  });

  it('falls back to A for anything else', () => {
    expect(parseLetter(null)).toBe('A');
    expect(parseLetter('')).toBe('A');
    expect(parseLetter('7')).toBe('A');
    expect(parseLetter('AB')).toBe('A');
    expect(parseLetter('É')).toBe('A');
  });
});

describe('readFinderParams', () => {
  it('reads letra and q on Spanish pages', () => {
    expect(readFinderParams(params('letra=C&q=bono'), 'es')).toEqual({ letter: 'C', text: 'bono' });
  });

  it('reads letter and q on English pages', () => {
    expect(readFinderParams(params('letter=D&q=bond'), 'en')).toEqual({
      letter: 'D',
      text: 'bond',
    });
  });

  it("accepts the other language's letter name after a language switch", () => {
    expect(readFinderParams(params('letter=D'), 'es').letter).toBe('D');
    expect(readFinderParams(params('letra=E'), 'en').letter).toBe('E');
    expect(readFinderParams(params('letra=E&letter=F'), 'en').letter).toBe('F');
  });

  it('opens on A with no text by default', () => {
    expect(readFinderParams(params(''), 'es')).toEqual({ letter: 'A', text: '' });
  });
});

describe('withFinderParams', () => {
  it("writes the letter under the language's name and keeps other parameters", () => {
    const next = withFinderParams(params('letter=B&x=1'), 'es', { letter: 'Ñ' });
    expect(next.get('letra')).toBe('Ñ');
    expect(next.has('letter')).toBe(false);
    expect(next.get('x')).toBe('1');
  });

  it('sets the text and removes it when blank', () => {
    expect(withFinderParams(params('letra=B'), 'es', { text: 'bono' }).toString()).toBe(
      'letra=B&q=bono',
    );
    expect(withFinderParams(params('letra=B&q=bono'), 'es', { text: ' ' }).toString()).toBe(
      'letra=B',
    );
  });
});
