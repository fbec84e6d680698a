/**
 * What a page's head needs of its lazily loaded route chunks, from the build's manifest: a
 * `<link rel="modulepreload">` for each chunk, so the browser fetches them with the page, not once
 * the entry runs (decision 007), and the chunks' own stylesheets inlined, so the first view is
 * styled without a round trip and carries no other route's styles (decision 120). Chunks the page
 * runs only on a sign of use get a `<link rel="prefetch">`: fetched when the browser has nothing
 * more urgent to fetch, run only when asked for (decision 127).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { cspHash } from './content-security-policy.js';

/** The part of a Vite manifest entry read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  /** The chunk's own stylesheets (`assets/x-hash.css`), with CSS code splitting. */
  css?: string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** What a page's head gets for its route modules. */
export interface RouteHead {
  /** Module preloads, then the chunks' stylesheets (inline `<style>` elements). */
  html: string;
  /** CSP sources of the inline stylesheets (their hashes). */
  styles: readonly string[];
}

const NO_HEAD: RouteHead = { html: '', styles: [] };

/** A built file name (`/assets/x-hash.js`) needs no escaping; anything else is left out. */
const SAFE_SCRIPT = /^\/[\w./-]+\.js$/;
const SAFE_STYLESHEET = /^\/[\w./-]+\.css$/;

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
 * A stylesheet inline: its rules in a `<style>`, then a disabled link to its file, which the
 * browser never fetches but the build's preload helper finds, so that hydrating the route does not
 * fetch the file again. A sheet that could close `<style>`, or that cannot be read, stays a link.
 */
export function inlineStylesheet(clientDir: string, href: string): RouteHead {
  const file = path.join(clientDir, href);
  const css = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (css === null || /<\/style/i.test(css))
    return { html: `<link rel="stylesheet" href="${href}">`, styles: [] };
  return {
    html: `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`,
    styles: [cspHash(css)],
  };
}

/**
 * The head of each set of route modules (manifest keys such as `src/routes/TermRoute.tsx`): every
 * chunk they import preloaded once, but not the template's own, and their stylesheets inline, the
 * imported chunks' before the importer's, as the build's preload helper would add them.
 */
export class RouteAssets {
  // One set of modules per route: a bound far above the route table's size.
  private readonly known = new LRUCache<string, RouteHead>({ max: 256 });

  constructor(
    private readonly manifest: Manifest,
    private readonly clientDir: string,
    private readonly linked: ReadonlySet<string>,
  ) {}

  /** The `/assets/…` paths of the template's module preloads and (inlined) stylesheets. */
  static linkedBy(template: string): Set<string> {
    const linked = new Set<string>();
    for (const link of template.match(/<link\b[^>]*>/g) ?? []) {
      if (!/\brel="(?:modulepreload|stylesheet)"/.test(link)) continue;
      const href = /\bhref="([^"]+)"/.exec(link)?.[1];
      if (href) linked.add(href);
    }
    return linked;
  }

  /** `prefetch`: modules run only on a sign of use, their chunks and imports not preloaded. */
  headFor(modules: readonly string[], prefetch: readonly string[] = []): RouteHead {
    const key = `${modules.join('\n')}\n\n${prefetch.join('\n')}`;
    let head = this.known.get(key);
    if (head === undefined) {
      head = modules.length + prefetch.length === 0 ? NO_HEAD : this.build(modules, prefetch);
      this.known.set(key, head);
    }
    return head;
  }

  private build(modules: readonly string[], prefetch: readonly string[]): RouteHead {
    const scripts: string[] = [];
    const later: string[] = [];
    const stylesheets: string[] = [];
    const seen = new Set<string>();
    const visit = (name: string, prefetched: boolean) => {
      const chunk = this.manifest[name];
      if (!chunk || seen.has(name)) return;
      seen.add(name);
      const href = `/${chunk.file}`;
      if (SAFE_SCRIPT.test(href) && !this.linked.has(href))
        (prefetched ? later : scripts).push(href);
      for (const imported of chunk.imports ?? []) visit(imported, prefetched);
      // A prefetched chunk's stylesheets come with it when it runs (the build's preload helper).
      if (prefetched) return;
      for (const css of chunk.css ?? []) {
        const sheet = `/${css}`;
        if (SAFE_STYLESHEET.test(sheet) && !this.linked.has(sheet) && !stylesheets.includes(sheet))
          stylesheets.push(sheet);
      }
    };
    for (const module of modules) visit(module, false);
    for (const module of prefetch) visit(module, true);
    const inline = stylesheets.map((href) => inlineStylesheet(this.clientDir, href));
    return {
      html: [
        ...scripts.map(
          (href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`,
        ),
        ...inline.map((sheet) => sheet.html),
        // `crossorigin`: a module script's request mode, so the later import finds it cached.
        ...later.map((href) => `<link rel="prefetch" crossorigin href="${href}">`),
      ].join(''),
      styles: inline.flatMap((sheet) => sheet.styles),
    };
  }
}
