/**
 * How API calls travel: in the browser over HTTP to the proxy's `/api/*`; during server rendering
 * straight to the proxy's forwarding service (no HTTP to itself). The store receives one as its
 * thunk extra argument, so nothing per user lives in a module.
 */
export type ServiceName = 'content' | 'search';

export interface TransportResult {
  status: number;
  body: unknown;
}

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
}
