import { randomDistinct } from './random.js';

/** A repeatable generator so the test does not depend on chance. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('randomDistinct', () => {
  it('keeps at most N items', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(randomDistinct(items, 4, undefined, seeded(1))).toHaveLength(4);
  });

  it('returns every item when there are fewer than N', () => {
    expect(randomDistinct([1, 2], 4).sort()).toEqual([1, 2]);
    expect(randomDistinct([], 4)).toEqual([]);
  });

  it('never returns the same item twice, by key', () => {
    const cards = [{ url: '/a' }, { url: '/a' }, { url: '/b' }, { url: '/b' }, { url: '/c' }];
    for (let seed = 1; seed < 50; seed++) {
      const picked = randomDistinct(cards, 4, (c) => c.url, seeded(seed));
      expect(new Set(picked.map((c) => c.url)).size).toBe(picked.length);
      expect(picked).toHaveLength(3);
    }
  });

  it('selects different subsets for different random sources', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const a = randomDistinct(items, 4, undefined, seeded(3)).join(',');
    const b = randomDistinct(items, 4, undefined, seeded(99)).join(',');
    expect(a).not.toBe(b);
  });

  it('treats a negative or fractional limit safely', () => {
    expect(randomDistinct([1, 2, 3], -1)).toEqual([]);
    expect(randomDistinct([1, 2, 3], 1.9)).toHaveLength(1);
  });
});
