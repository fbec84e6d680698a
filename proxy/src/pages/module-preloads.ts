/**
 * `<link rel="modulepreload">` for a page's lazily loaded route chunks, from the build's manifest,
 * so the browser fetches them with the page, not once the entry runs (decision 007).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/** The part of a Vite manifest entry read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

const SAFE_PATH = /^\/[\w./-]+\.js$/;

/**
 * The build's manifest, or null when there is none (no build, or a test's template) or it is not
 * a JSON object: pages are then sent without route chunk preloads, never refused.
 */
export function readManifest(clientDir: string): Manifest | null {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  return typeof parsed === 'object' && parsed !== null ? (parsed as Manifest) : null;
}

/**
 * Links for `modules` (manifest keys such as `src/routes/TermRoute.tsx`) and every chunk they
 * import, once each, but not the template's own; a page is never refused for a missing preload.
 */
export class ModulePreloads {
  // One set of modules per route: a bound far above the route table's size.
  private readonly known = new LRUCache<string, string>({ max: 256 });

  constructor(
    private readonly manifest: Manifest,
    private readonly linked: ReadonlySet<string>,
  ) {}

  /** The `/assets/…` paths of the template's `<link rel="modulepreload">` elements. */
  static linkedBy(template: string): Set<string> {
    const linked = new Set<string>();
    for (const link of template.match(/<link\b[^>]*>/g) ?? []) {
      if (!/\brel="modulepreload"/.test(link)) continue;
      const href = /\bhref="([^"]+)"/.exec(link)?.[1];
      if (href) linked.add(href);
    }
    return linked;
  }

  links(modules: readonly string[]): string {
    const key = modules.join('\n');
    let links = this.known.get(key);
    if (links === undefined) {
      const files: string[] = [];
      const seen = new Set<string>();
      const visit = (name: string) => {
        const chunk = this.manifest[name];
        if (!chunk || seen.has(name)) return;
        seen.add(name);
        const href = `/${chunk.file}`;
        // A built file name (`assets/x-hash.js`) needs no escaping; anything else is left out.
        if (SAFE_PATH.test(href) && !this.linked.has(href)) files.push(href);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      for (const module of modules) visit(module);
      links = files
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`)
        .join('');
      this.known.set(key, links);
    }
    return links;
  }
}
