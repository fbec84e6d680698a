import { cut, displayTitle, firstLetter, fold, splitAliases, stripBold } from './text.js';
import { ELLIPSIS } from './constants.js';

describe('cut', () => {
  it('returns text shorter than or equal to the limit unchanged', () => {
    expect(cut('Acción', 300)).toBe('Acción');
    expect(cut('abc', 3)).toBe('abc');
  });

  it('cuts longer text at the limit and adds an ellipsis', () => {
    expect(cut('abcdef', 3)).toBe(`abc${ELLIPSIS}`);
    const long = 'x'.repeat(301);
    expect(cut(long, 300)).toBe('x'.repeat(300) + ELLIPSIS);
  });

  it('drops trailing spaces before the ellipsis', () => {
    expect(cut('abc   def', 5)).toBe(`abc${ELLIPSIS}`);
  });

  it('treats empty, null and undefined as empty text', () => {
    expect(cut('', 10)).toBe('');
    expect(cut(null, 10)).toBe('');
    expect(cut(undefined, 10)).toBe('');
  });

  it('never splits a surrogate pair', () => {
    expect(cut('📈📈📈', 2)).toBe(`📈📈${ELLIPSIS}`);
  });

  it('gives only the ellipsis for a zero limit on non-empty text', () => {
    expect(cut('abc', 0)).toBe(ELLIPSIS);
  });

  it('counts characters, not UTF-16 units: text of the limit in astral characters is whole', () => {
    expect(cut('📈📈', 2)).toBe('📈📈');
    expect(cut('a📈b📈', 4)).toBe('a📈b📈');
    expect(cut('a📈b📈c', 4)).toBe(`a📈b📈${ELLIPSIS}`);
  });

  it('agrees with cutting the array of characters, lone surrogates included', () => {
    const byArray = (text: string, max: number) => {
      const chars = Array.from(text);
      return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd() + ELLIPSIS;
    };
    const pieces = ['a', ' ', 'ñ', '📈', '\ud83d', '\udcc8', 'é', '\u0301'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647); // MINSTD: exact in doubles
    for (let i = 0; i < 2000; i++) {
      const length = next() % 12;
      let text = '';
      for (let j = 0; j < length; j++) text += pieces[next() % pieces.length] ?? '';
      const max = 1 + (next() % 8);
      expect([text, max, cut(text, max)]).toEqual([text, max, byArray(text, max)]);
    }
  });
});

describe('stripBold', () => {
  it('removes <b> tags in any case and keeps their text', () => {
    expect(stripBold('Grupo <b>Bimbo</b> y <B>más</B>')).toBe('Grupo Bimbo y más');
  });

  it('removes bold tags with attributes but leaves other tags alone', () => {
    expect(stripBold('<b class="x">a</b> <br> <bdi>b</bdi>')).toBe('a <br> <bdi>b</bdi>');
  });

  it('handles null', () => {
    expect(stripBold(null)).toBe('');
  });
});

describe('fold', () => {
  it('ignores case and accents', () => {
    expect(fold('Acción')).toBe('accion');
    expect(fold('ÍNDICE Bursátil')).toBe('indice bursatil');
  });

  it('matches ñ to n and ü to u', () => {
    expect(fold('Compañía')).toBe('compania');
    expect(fold('Pingüino')).toBe('pinguino');
  });

  it('collapses white space', () => {
    expect(fold('  casa   de \t bolsa ')).toBe('casa de bolsa');
  });
});

describe('firstLetter', () => {
  it('gives the first letter without accents', () => {
    expect(firstLetter('Índice')).toBe('I');
    expect(firstLetter('acción')).toBe('A');
  });

  it('keeps Ñ as its own letter', () => {
    expect(firstLetter('Ñandú')).toBe('Ñ');
    expect(firstLetter('ñu')).toBe('Ñ');
  });

  it('reads an Ñ written as N and a combining tilde as Ñ', () => {
    const decomposed = 'Ñandú'.normalize('NFD');
    expect(firstLetter(decomposed)).toBe('Ñ');
  });

  it('gives null for an empty title or one starting with a digit or symbol', () => {
    expect(firstLetter('')).toBeNull();
    expect(firstLetter('  ')).toBeNull();
    expect(firstLetter('3M')).toBeNull();
    expect(firstLetter('¿Qué?')).toBeNull();
  });
});

describe('displayTitle and splitAliases', () => {
  it('shows underscores as spaces', () => {
    expect(displayTitle('Casa_de_bolsa')).toBe('Casa de bolsa');
  });

  it('splits a comma-separated alias list and drops empty items', () => {
    expect(splitAliases('ETF, TRAC,, fondo cotizado ,')).toEqual(['ETF', 'TRAC', 'fondo cotizado']);
    expect(splitAliases('')).toEqual([]);
  });
});
