import {
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  withoutSearch,
  withSearch,
  writeRecentSearches,
  type RecentStorage,
} from './recent-searches.js';

function memoryStorage(initial?: string): RecentStorage & { value: string | null } {
  const storage = {
    value: initial ?? null,
    getItem: () => storage.value,
    setItem: (_key: string, value: string) => {
      storage.value = value;
    },
    removeItem: () => {
      storage.value = null;
    },
  };
  return storage;
}

const throwing = (error: Error): RecentStorage => ({
  getItem: () => {
    throw error;
  },
  setItem: () => {
    throw error;
  },
  removeItem: () => {
    throw error;
  },
});

describe('recent searches', () => {
  it('puts a search first and keeps the last five, newest first', () => {
    let list: string[] = [];
    for (const text of ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'])
      list = withSearch(list, text);
    expect(list).toEqual(['seis', 'cinco', 'cuatro', 'tres', 'dos']);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it('keeps one copy of a search whatever its case, accents or spaces, moved to the front', () => {
    const list = withSearch(['Acción', 'bono', 'cetes'], '  accion ');
    expect(list).toEqual(['accion', 'bono', 'cetes']);
  });

  it('ignores blank text', () => {
    expect(withSearch(['bono'], '   ')).toEqual(['bono']);
  });

  it('removes one search', () => {
    expect(withoutSearch(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('writes the list as JSON and removes the key when the list is empty', () => {
    const storage = memoryStorage();
    writeRecentSearches(storage, ['bono', 'cetes']);
    expect(JSON.parse(storage.value ?? '')).toEqual(['bono', 'cetes']);
    expect(readRecentSearches(storage)).toEqual(['bono', 'cetes']);
    writeRecentSearches(storage, []);
    expect(storage.value).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
    ['null', 'null'],
  ])('reads a corrupt value (%s) as no searches', (_name, raw) => {
    expect(readRecentSearches(memoryStorage(raw))).toEqual([]);
  });

  it('drops entries that are not searches and keeps at most five of a tampered list', () => {
    const raw = JSON.stringify([1, 'bono', null, '', 'x'.repeat(500), 'a', 'b', 'c', 'd', 'e']);
    expect(readRecentSearches(memoryStorage(raw))).toEqual(['bono', 'a', 'b', 'c', 'd']);
  });

  it('works without storage, and with storage that refuses or is full', () => {
    expect(readRecentSearches(null)).toEqual([]);
    expect(() => {
      writeRecentSearches(null, ['bono']);
    }).not.toThrow();
    const refused = throwing(new DOMException('denied', 'SecurityError'));
    expect(readRecentSearches(refused)).toEqual([]);
    const full = throwing(new DOMException('full', 'QuotaExceededError'));
    expect(() => {
      writeRecentSearches(full, ['bono']);
    }).not.toThrow();
  });

  it('stores under its own key', () => {
    const keys: string[] = [];
    writeRecentSearches({ ...memoryStorage(), setItem: (key: string) => void keys.push(key) }, [
      'bono',
    ]);
    expect(keys).toEqual([RECENT_SEARCHES_KEY]);
  });
});
