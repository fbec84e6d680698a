import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cspHash } from './content-security-policy.js';
import { RouteAssets, readManifest, type Manifest } from './route-assets.js';

// The shape of the client build's manifest: route modules, shared chunks, the entry, and the
// stylesheets of each (CSS code splitting).
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-E.js',
    imports: ['_react-R.js', '_api-A.js'],
    css: ['assets/index-E.css'],
  },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_api-A.js': { file: 'assets/api-A.js', imports: ['_react-R.js'] },
  '_links-L.js': { file: 'assets/links-L.js', imports: ['index.html'], css: ['assets/ui-U.css'] },
  '_term-data-D.js': { file: 'assets/term-data-D.js', imports: ['_react-R.js', 'index.html'] },
  'src/routes/RootLayout.tsx': {
    file: 'assets/RootLayout-1.js',
    imports: ['_react-R.js', 'index.html', '_links-L.js'],
    css: ['assets/RootLayout-1.css'],
  },
  'src/routes/TermRoute.tsx': {
    file: 'assets/TermRoute-2.js',
    imports: ['index.html', '_links-L.js', '_term-data-D.js'],
    css: ['assets/TermRoute-2.css', 'assets/evil.css'],
  },
  'src/routes/Odd.tsx': { file: 'assets/Odd"><script>.js', css: ['assets/Odd"><b>.css'] },
  // Loaded only on a sign of use: it imports a chunk of its own and one the route has.
  'src/grid/Grid.tsx': {
    file: 'assets/Grid-G.js',
    imports: ['_links-L.js', '_grid-core-C.js'],
    css: ['assets/Grid-G.css'],
  },
  '_grid-core-C.js': { file: 'assets/grid-core-C.js' },
};
const STYLESHEETS: Record<string, string> = {
  'index-E.css': 'body{margin:0}',
  'ui-U.css': '.u{color:red}',
  'RootLayout-1.css': '.h{display:flex}',
  'TermRoute-2.css': '.t{padding:1rem}',
  'evil.css': 'a{}</style><script>x()</script>',
};
// The template as the proxy holds it: the entry's stylesheet already inlined.
const TEMPLATE = `<head><script type="module" crossorigin src="/assets/index-E.js"></script><link rel="modulepreload" crossorigin href="/assets/react-R.js"><link rel="modulepreload" crossorigin href="/assets/api-A.js"><style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-E.css" disabled><link rel="icon" href="/favicon.svg"></head>`;

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  for (const [name, css] of Object.entries(STYLESHEETS))
    writeFileSync(path.join(clientDir, 'assets', name), css);
});
afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
});

const hrefs = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('route assets', () => {
  const assets = () => new RouteAssets(MANIFEST, clientDir, RouteAssets.linkedBy(TEMPLATE));

  it("reads the template's module preloads and stylesheets, not its other links or scripts", () => {
    expect([...RouteAssets.linkedBy(TEMPLATE)]).toEqual([
      '/assets/react-R.js',
      '/assets/api-A.js',
      '/assets/index-E.css',
    ]);
  });

  it('preloads each module chunk and every chunk it imports once, in order', () => {
    const { html } = assets().headFor(['src/routes/RootLayout.tsx', 'src/routes/TermRoute.tsx']);
    expect(hrefs(html, 'modulepreload')).toEqual([
      '/assets/RootLayout-1.js',
      // The entry is a script in the template, not a link: linked so the build's preload helper
      // finds it and adds nothing.
      '/assets/index-E.js',
      '/assets/links-L.js',
      '/assets/TermRoute-2.js',
      '/assets/term-data-D.js',
    ]);
    for (const link of html.match(/<link rel="modulepreload"[^>]*>/g) ?? [])
      expect(link).toMatch(
        /^<link rel="modulepreload" crossorigin href="[^"]+" fetchpriority="low">$/,
      );
  });

  it("inlines the chunks' stylesheets, imported before importer, not the template's, by hash", () => {
    const { html, styles } = assets().headFor([
      'src/routes/RootLayout.tsx',
      'src/routes/TermRoute.tsx',
    ]);
    const inline = ['.u{color:red}', '.h{display:flex}', '.t{padding:1rem}'];
    expect([...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1])).toEqual(inline);
    expect(styles).toEqual(inline.map(cspHash));
    // Each inlined sheet leaves a disabled link (never fetched) for the build's preload helper; a
    // sheet that could close `<style>` is linked, not inlined.
    expect(html).toContain(
      '<style>.t{padding:1rem}</style><link rel="stylesheet" href="/assets/TermRoute-2.css" disabled>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/evil.css">');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('index-E.css');
  });

  it('prefetches the chunks run on a sign of use that the route does not preload, without styles', () => {
    const routeAssets = assets();
    const { html } = routeAssets.headFor(['src/routes/RootLayout.tsx'], ['src/grid/Grid.tsx']);
    expect(hrefs(html, 'prefetch')).toEqual(['/assets/Grid-G.js', '/assets/grid-core-C.js']);
    expect(hrefs(html, 'modulepreload')).not.toContain('/assets/Grid-G.js');
    expect(html).toContain('<link rel="prefetch" crossorigin href="/assets/Grid-G.js">');
    // After the preloads and the route's styles; its own stylesheet comes when it runs.
    expect(html.indexOf('rel="prefetch"')).toBeGreaterThan(html.lastIndexOf('<style>'));
    expect(html).not.toContain('Grid-G.css');
    // The same modules without prefetches: a head of their own.
    const plain = routeAssets.headFor(['src/routes/RootLayout.tsx']).html;
    expect(hrefs(plain, 'prefetch')).toEqual([]);
  });

  it('gives a route only its own stylesheets', () => {
    const { html } = assets().headFor(['src/routes/RootLayout.tsx']);
    expect(hrefs(html, 'stylesheet')).toEqual(['/assets/ui-U.css', '/assets/RootLayout-1.css']);
  });

  it('skips unknown modules and file names that would need escaping', () => {
    for (const modules of [['src/routes/Nowhere.tsx'], ['src/routes/Odd.tsx'], []])
      expect(assets().headFor(modules)).toEqual({ html: '', styles: [] });
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
    rmSync(dir, { recursive: true, force: true });
  });
});
