import { seededRandom } from '../../data/random.js';
import { expectSame, LANGS, randomQuery, useTestStores } from '../../test-utils/document-store.js';

const { store, trigramStore } = useTestStores();

describe('SQLite document store: equivalence with applyGrid', () => {
  it.each(LANGS)('answers random grid requests exactly as applyGrid (%s)', (lang) => {
    const random = seededRandom(lang === 'es' ? 101 : 202);
    for (let i = 0; i < 80; i++) expectSame(store, randomQuery(random, lang));
  });

  it.each(LANGS)('gives the same answers through the trigram index (%s)', (lang) => {
    const random = seededRandom(lang === 'es' ? 303 : 404);
    for (let i = 0; i < 40; i++) expectSame(trigramStore, randomQuery(random, lang));
  });
});
