/**
 * The page template: the client build's `index.html` with its stylesheets inlined, cut once at its
 * placeholders and filled with each render's parts (decision 007).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Renderer } from '#shared/types/ssr.js';
import { inlineStylesheet, readManifest, type Manifest } from './route-assets.js';

/**
 * The template with its built stylesheets (the entry's) inlined (allowed by hash), so a small
 * render-blocking sheet costs no round trip before the first paint (`inlineStylesheet`).
 */
export function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g,
    (link, href: string) =>
      existsSync(path.join(clientDir, href)) ? inlineStylesheet(clientDir, href).html : link,
  );
}

/**
 * The client's built server entry and page template, or null before `npm run build`. Loading it
 * stalls the start-up, so `buildProxy` does it before load shedding watches the event loop.
 */
export async function loadBuiltRenderer(
  clientDir: string,
  serverEntry: string,
): Promise<{ renderer: Renderer; template: string; manifest?: Manifest } | null> {
  if (!existsSync(serverEntry) || !existsSync(path.join(clientDir, 'index.html'))) return null;
  const entry = (await import(pathToFileURL(serverEntry).href)) as { render: Renderer };
  const manifest = readManifest(clientDir);
  return {
    ...(manifest ? { manifest } : {}),
    renderer: entry.render,
    template: inlineStylesheets(
      readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
      clientDir,
    ),
  };
}

const PLACEHOLDERS = /<!--app-(lang|head|html|state)-->|<\/head>/g;
type Slot = 'lang' | 'head' | 'html' | 'state' | 'routeHead';
/** A page template cut once at its placeholders (`cutTemplate`), filled for each page. */
export type CutTemplate = readonly (Buffer | { slot: Slot })[];

/**
 * A template cut once at its placeholders, so no inserted text is searched again or read as a
 * replacement pattern (decision 007); the route's preloads and stylesheets go last in the head.
 */
export function cutTemplate(template: string): CutTemplate {
  const cut: (Buffer | { slot: Slot })[] = [];
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDERS)) {
    cut.push(Buffer.from(template.slice(from, match.index)));
    const name = match[1] as Exclude<Slot, 'routeHead'> | undefined;
    if (name === undefined) cut.push({ slot: 'routeHead' }, Buffer.from(match[0]));
    else cut.push({ slot: name });
    from = match.index + match[0].length;
  }
  cut.push(Buffer.from(template.slice(from)));
  return Object.freeze(cut);
}

/**
 * The page's bytes: the template's texts with the rendered parts in their places. Joined as bytes:
 * as strings, content text outside Latin-1 makes the join much slower.
 */
export function fillTemplate(template: CutTemplate, parts: Readonly<Record<Slot, string>>): Buffer {
  return Buffer.concat(
    template.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(parts[part.slot]))),
  );
}
