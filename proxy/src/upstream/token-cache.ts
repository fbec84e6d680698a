/**
 * The upstream access token (OAuth2 client credentials), obtained by the proxy only: cached until
 * 60 s before it expires, refreshed by one request however many callers wait (single flight).
 * A failure is logged at info level as 'error al recuperar token' with status, duration and cause.
 */
import { request, type Dispatcher } from 'undici';

export const TOKEN_EARLY_REFRESH_S = 60;

export interface TokenCacheOptions {
  url: string;
  method: 'GET' | 'POST';
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  dispatcher?: Dispatcher;
  log: { info(obj: object, msg: string): void };
  onFetch?: (outcome: 'ok' | 'error') => void;
  now?: () => number;
}

export class TokenError extends Error {
  override name = 'TokenError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

interface Cached {
  token: string;
  refreshAt: number;
}

export class UpstreamTokenCache {
  private cached: Cached | null = null;
  private inFlight: Promise<string> | null = null;

  constructor(private readonly options: TokenCacheOptions) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** A valid token: the cached one, or one fresh request shared by every concurrent caller. */
  async get(): Promise<string> {
    if (this.cached && this.now() < this.cached.refreshAt) return this.cached.token;
    this.inFlight ??= this.fetchToken().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Forgets `token` (the upstream refused it), so the next `get` fetches a new one. */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = null;
  }

  private async fetchToken(): Promise<string> {
    const { url, method, clientId, clientSecret, timeoutMs, dispatcher, log, onFetch } =
      this.options;
    const started = performance.now();
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const target = method === 'GET' ? withGrantType(url) : url;
    let status: number | null = null;
    try {
      const res = await request(target, {
        method,
        headers: { accept: 'application/json', authorization: `Basic ${basic}` },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        ...(dispatcher ? { dispatcher } : {}),
      });
      status = res.statusCode;
      const text = await res.body.text();
      if (status !== 200) throw new TokenError(`token service answered ${status}`, status);
      const token = readToken(text);
      if (!token) throw new TokenError('token service answered without access_token', status);
      this.cached = {
        token: token.accessToken,
        refreshAt: this.now() + Math.max(0, token.expiresIn - TOKEN_EARLY_REFRESH_S) * 1000,
      };
      onFetch?.('ok');
      return token.accessToken;
    } catch (error) {
      onFetch?.('error');
      const cause = error instanceof Error ? error.message : String(error);
      log.info(
        { status, durationMs: Math.round(performance.now() - started), cause },
        'error al recuperar token',
      );
      throw error instanceof TokenError ? error : new TokenError(cause, status);
    }
  }
}

function withGrantType(url: string): string {
  const u = new URL(url);
  if (!u.searchParams.has('grant_type')) u.searchParams.set('grant_type', 'client_credentials');
  return u.toString();
}

/** `access_token` and `expires_in` of a token answer: `{ response: {...} }` or flat OAuth2. */
export function readToken(text: string): { accessToken: string; expiresIn: number } | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null;
  if (!isObject(body)) return null;
  const grant = isObject(body.response) ? body.response : body;
  const accessToken = grant.access_token;
  const expiresIn =
    typeof grant.expires_in === 'number' && grant.expires_in > 0 ? grant.expires_in : 300;
  return typeof accessToken === 'string' && accessToken.length > 0
    ? { accessToken, expiresIn }
    : null;
}
