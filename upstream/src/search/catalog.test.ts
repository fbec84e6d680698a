import { Corpus, TIER } from './catalog.js';

interface Row {
  key: string;
  name: string;
  body: string;
}

const rows: Row[] = [
  { key: 'WALMEX', name: 'Wal-Mart de México', body: 'autoservicio' },
  { key: 'BIMBO', name: 'Grupo Bimbo', body: 'panificadora walmex proveedor' },
  { key: 'AMX', name: 'América Móvil', body: 'telecomunicaciones' },
  { key: 'FEMSA', name: 'Fomento Económico Mexicano', body: 'bebidas y tiendas' },
];
const corpus = new Corpus<Row>(rows, (r) => [
  { kind: 'key', text: r.key },
  { kind: 'title', name: 'name', text: r.name },
  { kind: 'body', name: 'body', text: r.body },
]);
const keysOf = (text: string) => corpus.search(text).map((r) => r.record.key);

describe('Corpus search (words matched once per search through the vocabulary)', () => {
  it('ranks an exact key first, then other fields, and scores by the best word of each field', () => {
    const ranked = corpus.search('walmex');
    expect(ranked.map((r) => [r.record.key, r.tier])).toEqual([
      ['WALMEX', TIER.KEY],
      ['BIMBO', TIER.OTHER],
    ]);
    // Key exact (3 × 4) against body exact (3 × 1).
    expect(ranked.map((r) => r.score)).toEqual([12, 3]);
  });

  it('never takes a typo in a key, takes one in other fields of five letters or more', () => {
    expect(keysOf('walmxe')).toEqual(['BIMBO']);
    expect(keysOf('femsaa')).toEqual([]);
    expect(keysOf('fomentp')).toEqual(['FEMSA']);
    expect(corpus.search('fomentp')[0]?.score).toBe(3);
  });

  it('matches the last word as a prefix, every word required, accents ignored', () => {
    expect(keysOf('grupo bim')).toEqual(['BIMBO']);
    expect(keysOf('grupo xyz')).toEqual([]);
    expect(keysOf('america mov')).toEqual(['AMX']);
    expect(keysOf('economico mexic')).toEqual(['FEMSA']);
  });

  it('highlights the matching words of named fields, as written', () => {
    expect(corpus.search('mexico')[0]?.highlight).toEqual({ name: ['Wal-Mart de <b>México</b>'] });
    expect(corpus.search('xyz')).toEqual([]);
    expect(corpus.search('  ')).toEqual([]);
  });
});
