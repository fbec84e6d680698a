import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ModulePreloads, readManifest, type Manifest } from './module-preloads.js';

// The shape of the client build's manifest: route modules, shared chunks, the entry.
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-E.js', imports: ['_react-R.js', '_api-A.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_api-A.js': { file: 'assets/api-A.js', imports: ['_react-R.js'] },
  '_links-L.js': { file: 'assets/links-L.js', imports: ['index.html'] },
  '_term-data-D.js': { file: 'assets/term-data-D.js', imports: ['_react-R.js', 'index.html'] },
  'src/routes/RootLayout.tsx': {
    file: 'assets/RootLayout-1.js',
    imports: ['_react-R.js', 'index.html', '_links-L.js'],
  },
  'src/routes/TermRoute.tsx': {
    file: 'assets/TermRoute-2.js',
    imports: ['index.html', '_links-L.js', '_term-data-D.js'],
  },
  'src/routes/Odd.tsx': { file: 'assets/Odd"><script>.js' },
};
const TEMPLATE = `<head><script type="module" crossorigin src="/assets/index-E.js"></script><link rel="modulepreload" crossorigin href="/assets/react-R.js"><link rel="modulepreload" crossorigin href="/assets/api-A.js"><link rel="icon" href="/favicon.svg"></head>`;

const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('route chunk preloads', () => {
  const preloads = new ModulePreloads(MANIFEST, ModulePreloads.linkedBy(TEMPLATE));

  it('reads the modulepreload links of the template, not its other links or scripts', () => {
    expect([...ModulePreloads.linkedBy(TEMPLATE)]).toEqual([
      '/assets/react-R.js',
      '/assets/api-A.js',
    ]);
  });

  it('links each module chunk and every chunk it imports once, in order', () => {
    const links = preloads.links(['src/routes/RootLayout.tsx', 'src/routes/TermRoute.tsx']);
    expect(hrefs(links)).toEqual([
      '/assets/RootLayout-1.js',
      // The entry is a script in the template, not a link: linked so the build's preload helper
      // finds it and adds nothing.
      '/assets/index-E.js',
      '/assets/links-L.js',
      '/assets/TermRoute-2.js',
      '/assets/term-data-D.js',
    ]);
    expect(links.match(/<link /g)).toHaveLength(5);
    for (const link of links.split('>').filter(Boolean))
      expect(`${link}>`).toMatch(
        /^<link rel="modulepreload" crossorigin href="[^"]+" fetchpriority="low">$/,
      );
  });

  it('skips unknown modules and file names that would need escaping', () => {
    expect(preloads.links(['src/routes/Nowhere.tsx'])).toBe('');
    expect(preloads.links(['src/routes/Odd.tsx'])).toBe('');
    expect(preloads.links([])).toBe('');
  });

  it('reads the manifest from the build directory, or null without one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manifest-'));
    expect(readManifest(dir)).toBeNull();
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    expect(readManifest(dir)?.['src/routes/TermRoute.tsx']?.file).toBe('assets/TermRoute-2.js');
    // A damaged manifest means no preloads, not a proxy that cannot start.
    for (const damaged of ['{"src/a.tsx": ', '"text"', 'null']) {
      writeFileSync(path.join(dir, '.vite', 'manifest.json'), damaged);
      expect([damaged, readManifest(dir)]).toEqual([damaged, null]);
    }
  });
});
