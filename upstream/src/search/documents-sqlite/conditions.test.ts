import { seededRandom } from '../../data/random.js';
import type { DocumentStore } from '../documents.js';
import {
  closeTestStores,
  expectSame,
  LANGS,
  openTestStores,
  randomQuery,
  type TestStores,
} from '../../test-utils/document-store.js';

let stores: TestStores;
let store: DocumentStore;
/** The same store answering substring filters through the trigram index. */
let trigramStore: DocumentStore;
beforeAll(() => {
  stores = openTestStores();
  ({ store, trigramStore } = stores);
});
afterAll(() => {
  closeTestStores(stores);
});

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
