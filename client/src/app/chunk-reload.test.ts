import { isChunkLoadError, reloadOnce } from './chunk-reload.js';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

describe('chunk reload', () => {
  it('recognises failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const storage = memory();
    const reload = jest.fn();
    expect(reloadOnce(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnce(storage, reload, 1_030_000)).toBe(false);
    expect(reloadOnce(storage, reload, 1_060_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('still reloads when storage throws', () => {
    const reload = jest.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(reloadOnce(broken, reload, 5)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
