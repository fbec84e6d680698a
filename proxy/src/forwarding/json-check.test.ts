import fc from 'fast-check';
import { isJson } from './json-check.js';

/** What the check replaces: the answer decoded and parsed. */
const parses = (bytes: Uint8Array): boolean => {
  try {
    JSON.parse(Buffer.from(bytes).toString('utf8'));
    return true;
  } catch {
    return false;
  }
};

const bytesOf = (text: string) => Buffer.from(text, 'utf8');

describe('isJson', () => {
  it.each([
    '0',
    '-0',
    '12.5e-3',
    '1E+2',
    '"a\\u00e9\\n\\"\\/"',
    'true',
    ' \t\r\n null \n',
    '[]',
    '{}',
    '[[[],{}],{"a":{"b":[1,"x",false]}}]',
    '{ "response" : {"busquedaPanel": {"a": [1,  2]}},\n "mensaje": "OK" }',
    '"AMÉRICA MÓVIL"',
  ])('accepts %j', (text) => {
    expect(isJson(bytesOf(text))).toBe(true);
  });

  it.each([
    '',
    ' ',
    '01',
    '1.',
    '.5',
    '+1',
    '1e',
    '-',
    '--1',
    '0x10',
    'NaN',
    'tru',
    'nulls',
    '"abc',
    '"a\\x"',
    '"\\u12g4"',
    '"tab\there"',
    '[1,]',
    '[,1]',
    '{"a":1,}',
    '{"a" 1}',
    '{a:1}',
    "{'a':1}",
    '{"a":1}}',
    '[1]]',
    '[1}',
    '{"a":[1}',
    '{} {}',
    '1 2',
    '\uFEFF{}',
    '<html>error</html>',
  ])('refuses %j', (text) => {
    expect(isJson(bytesOf(text))).toBe(false);
  });

  it('takes bad UTF-8 inside strings as the decoder and parse do, and refuses it outside', () => {
    const inString = Buffer.from([0x22, 0xff, 0xc3, 0x22]);
    const outside = Buffer.from([0x5b, 0xff, 0x5d]);
    expect(isJson(inString)).toBe(parses(inString));
    expect(isJson(inString)).toBe(true);
    expect(isJson(outside)).toBe(false);
  });

  it('checks any depth without recursion', () => {
    const depth = 200_000;
    const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(isJson(bytesOf(deep))).toBe(true);
    expect(isJson(bytesOf(deep.slice(1)))).toBe(false);
  });

  it('accepts every JSON text that JSON.stringify writes, however spaced', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 1, '\t', ' \r\n '), (value, space) => {
        expect(isJson(bytesOf(JSON.stringify(value, null, space)))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with JSON.parse on mutated JSON texts', () => {
    // Edits with the characters that matter to the grammar, so most mutants are near-misses.
    const significant = fc.constantFrom(
      ...'{}[],:"\\-+.0123456789eEtrufalsn \t\n\r/bu\u0001é'.split(''),
    );
    const edit = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom('insert', 'delete', 'replace'),
      char: significant,
    });
    fc.assert(
      fc.property(fc.json(), fc.array(edit, { minLength: 1, maxLength: 3 }), (text, edits) => {
        let mutant = text;
        for (const { at, kind, char } of edits) {
          const i = at % (mutant.length + 1);
          if (kind === 'insert') mutant = mutant.slice(0, i) + char + mutant.slice(i);
          else if (kind === 'delete') mutant = mutant.slice(0, i) + mutant.slice(i + 1);
          else mutant = mutant.slice(0, i) + char + mutant.slice(i + 1);
        }
        const bytes = bytesOf(mutant);
        expect({ mutant, isJson: isJson(bytes) }).toEqual({ mutant, isJson: parses(bytes) });
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with JSON.parse on arbitrary bytes and short texts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 40 }),
          fc
            .string({ unit: fc.constantFrom(...'{}[],:"\\-.0e1 tnf'.split('')), maxLength: 12 })
            .map(bytesOf),
        ),
        (bytes) => {
          expect(isJson(bytes)).toBe(parses(bytes));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
