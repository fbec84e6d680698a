/**
 * The contract between the proxy (`plugins/ssr.ts`) and the client's server entry
 * (`client/src/app/entry-server.tsx`): one definition both sides type-check against.
 */
import type { SiteConfig } from '../branding.js';
import type { Lang } from './common.js';

export type ServiceName = 'content' | 'search';

export interface TransportResult {
  status: number;
  body: unknown;
}

/**
 * How API calls travel: from the browser over HTTP to `/api/*`, in the server render straight to
 * the forwarder. The store gets one as its thunk extra argument: nothing per user in a module.
 */
export interface Transport {
  /** Whether calls need a site token (the browser's do; the server's in-process calls do not). */
  needsToken: boolean;
  /** Calls a service with the site token; `status` 0 means no answer (network error). */
  call(
    service: ServiceName,
    body: unknown,
    token: string | null,
    signal: AbortSignal,
  ): Promise<TransportResult>;
  /** Obtains a new site token; null when it could not. */
  fetchToken(): Promise<string | null>;
  /** Persists a token where the browser keeps it (the token cookie); a no-op on the server. */
  storeToken(token: string | null): void;
  /**
   * A small content image (`/media/<name>.svg`) as a `data:` URL, so the first view draws it
   * without a second request (decision 126); null when it is not small, not an image or not
   * available. The server render's transport has it; in the browser images load by URL.
   */
  inlineImage?(path: string): Promise<string | null>;
}

export interface RenderRequest {
  /** Absolute URL of the page (origin from the proxy). */
  url: string;
  /** Language cookie, for '/'. */
  langCookie: string | null;
  site: SiteConfig;
  transport: Transport;
  signal?: AbortSignal;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      lang: Lang;
      head: string;
      html: string;
      /** The page state's `<script type="application/json">` block, the same for every visitor. */
      state: string;
      /** A search page: it answers one visitor's query, so shared caches never keep it. */
      search: boolean;
      /**
       * Search answers that depend only on the URL (an issuer page, decision 117): shared like a
       * page of content answers when every answer was good, and a 503 when the search failed.
       */
      sharedSearch?: boolean;
      /** The matched routes' lazily loaded modules (manifest names), for the proxy to preload. */
      modules: readonly string[];
      /** Modules the page runs only on a sign of use (manifest names), for the proxy to prefetch. */
      prefetch?: readonly string[];
    };

export type Renderer = (request: RenderRequest) => Promise<RenderResult>;
