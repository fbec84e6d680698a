import { decodePathTerm, encodePathTerm } from './path-term.js';

describe('encodePathTerm', () => {
  it('turns spaces and slashes into underscores', () => {
    expect(encodePathTerm('casa de bolsa')).toBe('casa_de_bolsa');
    expect(encodePathTerm('CKD/CERPI')).toBe('CKD_CERPI');
  });

  it('percent-encodes accented letters, ñ and ü', () => {
    expect(encodePathTerm('Acción')).toBe('Acci%C3%B3n');
    expect(encodePathTerm('año pingüino')).toBe('a%C3%B1o_ping%C3%BCino');
  });

  it('encodes characters that would break the path or query', () => {
    expect(encodePathTerm('a?b#c&d')).toBe('a%3Fb%23c%26d');
  });

  it('keeps the terms . and .. from being read as the current or parent folder', () => {
    for (const term of ['.', '..']) {
      const url = new URL(`/es/bmv/busqueda/${encodePathTerm(term)}?tab=1`, 'https://example.org');
      const segment = url.pathname.split('/')[4] ?? '';
      expect(decodePathTerm(segment)).toEqual({ ok: true, value: term });
    }
  });
});

describe('decodePathTerm', () => {
  it('decodes percent-encoded accents, ñ and ü and turns underscores into spaces', () => {
    expect(decodePathTerm('Acci%C3%B3n_preferente')).toEqual({
      ok: true,
      value: 'Acción preferente',
    });
    expect(decodePathTerm('a%C3%B1o_ping%C3%BCino')).toEqual({ ok: true, value: 'año pingüino' });
  });

  it('returns a failure value for malformed encoding instead of throwing', () => {
    expect(decodePathTerm('%E0%A4%A')).toEqual({ ok: false, error: 'malformed-encoding' });
    expect(decodePathTerm('100%')).toEqual({ ok: false, error: 'malformed-encoding' });
    expect(decodePathTerm('%C3')).toEqual({ ok: false, error: 'malformed-encoding' });
  });

  it('gives an empty value for an empty segment', () => {
    expect(decodePathTerm('')).toEqual({ ok: true, value: '' });
  });
});
