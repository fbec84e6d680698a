import { seededRandom } from '../../data/random.js';
import { words } from '../text-match.js';
import {
  expectSame,
  grid,
  int,
  issuers,
  LANGS,
  ofIssuer,
  oneOf,
  records,
  textMatches,
  totalOf,
  useTestStores,
} from '../../test-utils/document-store.js';

const { store } = useTestStores();

const total = totalOf(store);

describe('SQLite document store: free text', () => {
  it('ignores case and accents, in the query and in the documents', () => {
    const accion = store.search({ lang: 'es', text: 'ACCION', grid: grid() });
    expect(accion.total).toBeGreaterThan(0);
    for (const d of accion.rows) expect(d.descripcion_es.toLowerCase()).toMatch(/acci[oó]n/);
    expect(total({ lang: 'es', text: 'información financiera' })).toBe(
      total({ lang: 'es', text: 'INFORMACION FINANCIERA' }),
    );
    expect(total({ lang: 'es', text: 'informacion financiera' })).toBe(
      records.filter((d) => d.descripcion_es.startsWith('Información financiera')).length,
    );
  });

  it('matches the last word as a prefix and the others whole', () => {
    expect(total({ lang: 'es', text: 'reporte trimes' })).toBeGreaterThan(0);
    expect(total({ lang: 'es', text: 'reporte trimes' })).toBe(
      total({ lang: 'es', text: 'reporte trimestral' }),
    );
    expect(total({ lang: 'es', text: 'trimes reporte' })).toBe(0);
  });

  it('tolerates one typo in words of five or more letters only', () => {
    const exact = total({ lang: 'es', text: 'informacion financiera' });
    expect(total({ lang: 'es', text: 'informacion finanicera' })).toBe(exact); // a swap
    expect(total({ lang: 'es', text: 'infromacion financiera' })).toBe(exact);
    expect(total({ lang: 'es', text: 'informacion financeira x' })).toBe(0);
    expect(total({ lang: 'es', text: 'pago de dividndo' })).toBeGreaterThan(0); // a deletion
    expect(total({ lang: 'en', text: 'anual report' })).toBe(
      total({ lang: 'en', text: 'annual report' }),
    ); // a deletion
    expect(total({ lang: 'es', text: 'repote anual' })).toBe(
      total({ lang: 'es', text: 'reporte anual' }),
    );
    expect(total({ lang: 'es', text: 'anul 2020' })).toBe(0); // four letters: no typo
    expect(total({ lang: 'es', text: 'rpeotre anual' })).toBe(0); // two edits
  });

  it('matches issuer keys exactly or by prefix, never with a typo', () => {
    const key = issuers
      .map((i) => i.cve_emisora)
      .find((k) => /^[A-Z]{6,}$/.test(k) && ofIssuer(k).length >= 5);
    if (!key) throw new Error('no issuer key of 6+ letters with documents');
    const mine = new Set(ofIssuer(key).map((d) => d.id));
    const exact = store.search({
      lang: 'es',
      text: key.toLowerCase(),
      grid: grid({ endRow: 100 }),
    });
    expect(exact.total).toBeGreaterThanOrEqual(mine.size);
    const prefix = store.search({ lang: 'es', text: key.slice(0, 3), grid: grid({ endRow: 100 }) });
    expect(prefix.total).toBeGreaterThanOrEqual(mine.size);
    expectSame(store, { lang: 'es', text: key.slice(0, 3), grid: grid() });
    // The key in the middle of a query is a whole word, not a prefix.
    expect(total({ lang: 'es', text: `${key.slice(0, 3)} reporte` })).toBe(
      records.filter((d) => textMatches(d, `${key.slice(0, 3)} reporte`, 'es')).length,
    );
    const typo = `${key.slice(0, -1)}${key.endsWith('Q') ? 'W' : 'Q'}`;
    const typed = store.search({ lang: 'es', text: typo, grid: grid({ endRow: 100 }) });
    expect(typed.rows.filter((d) => d.cve_empresa === key)).toEqual([]);
    expectSame(store, { lang: 'es', text: typo, grid: grid() });
  });

  it.each(LANGS)('answers random free-text queries as specified (%s)', (lang) => {
    const random = seededRandom(lang === 'es' ? 505 : 606);
    const typo = (w: string) => {
      if (w.length < 3) return w;
      const i = 1 + int(random, w.length - 2);
      const r = random();
      if (r < 0.25) return w.slice(0, i) + w.slice(i + 1);
      if (r < 0.5) return w.slice(0, i) + 'x' + w.slice(i);
      if (r < 0.75) return w.slice(0, i - 1) + w.charAt(i) + w.charAt(i - 1) + w.slice(i + 1);
      return w.slice(0, i) + 'e' + w.slice(i + 1);
    };
    for (let i = 0; i < 60; i++) {
      const doc = oneOf(random, records);
      const pool = [
        ...words(lang === 'es' ? doc.descripcion_es : doc.descripcion_en),
        doc.cve_empresa,
        doc.serie,
      ];
      const picked = Array.from({ length: 1 + int(random, 3) }, () => {
        const w = oneOf(random, pool);
        const r = random();
        return r < 0.3 ? typo(w) : r < 0.5 ? w.slice(0, 1 + int(random, w.length)) : w;
      });
      expectSame(store, { lang, text: picked.join(' '), grid: grid() });
    }
  });
});
