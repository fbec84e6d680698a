/**
 * The upstream token, the proxy's alone (docs/token-flow.md section 1): one request however many
 * wait, and a failure remembered for a back-off, so a failing service is not asked per visitor.
 */
import { request, type Dispatcher } from 'undici';

export const TOKEN_EARLY_REFRESH_S = 60;
export const TOKEN_BACKOFF_MIN_MS = 1_000;
export const TOKEN_BACKOFF_MAX_MS = 5_000;

/** What readiness reports: a token was obtained, the last attempt failed, or none was made yet. */
export type TokenCacheState = 'ok' | 'failing' | 'starting';

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
  /** A number in [0, 1) for the back-off's jitter (tests pin it). */
  random?: () => number;
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

interface Failed {
  error: TokenError;
  retryAt: number;
  backoffMs: number;
}

export class UpstreamTokenCache {
  private cached: Cached | null = null;
  private inFlight: Promise<string> | null = null;
  private failed: Failed | null = null;
  private lastOutcome: 'ok' | 'error' | null = null;

  constructor(private readonly options: TokenCacheOptions) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The cached token while it needs no refresh, else null: `get()` without a promise. */
  fresh(): string | null {
    return this.cached && this.now() < this.cached.refreshAt ? this.cached.token : null;
  }

  /**
   * A valid token: the cached one, or one fresh request shared by every concurrent caller. During
   * the back-off after a failure, that failure at once.
   */
  async get(): Promise<string> {
    const fresh = this.fresh();
    if (fresh !== null) return fresh;
    if (this.failed && this.now() < this.failed.retryAt) throw this.failed.error;
    this.inFlight ??= this.fetchToken().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** The cache's state, without asking the token service (readiness reads it). */
  get state(): TokenCacheState {
    if (this.lastOutcome === null) return 'starting';
    return this.lastOutcome === 'ok' ? 'ok' : 'failing';
  }

  private remember(error: TokenError): void {
    const backoffMs = this.failed
      ? Math.min(this.failed.backoffMs * 2, TOKEN_BACKOFF_MAX_MS)
      : TOKEN_BACKOFF_MIN_MS;
    // Half fixed, half random: instances that failed together do not retry together.
    const waitMs = backoffMs / 2 + (this.options.random ?? Math.random)() * (backoffMs / 2);
    this.failed = { error, retryAt: this.now() + waitMs, backoffMs };
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
        // The whole exchange within the budget (undici's own timeouts tick every half second).
        signal: AbortSignal.timeout(timeoutMs),
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
      this.failed = null;
      this.lastOutcome = 'ok';
      onFetch?.('ok');
      return token.accessToken;
    } catch (error) {
      onFetch?.('error');
      const cause = error instanceof Error ? error.message : String(error);
      // The message of docs/specification.md §7, with the event name operators query.
      log.info(
        {
          event: 'upstream_token_failed',
          reason: failureReason(error, status),
          status,
          durationMs: Math.round(performance.now() - started),
          cause,
        },
        'error al recuperar token',
      );
      const failure = error instanceof TokenError ? error : new TokenError(cause, status);
      this.lastOutcome = 'error';
      this.remember(failure);
      throw failure;
    }
  }
}

/** Why a token request failed, in a few words a query can group by. */
export type TokenFailureReason = 'timeout' | 'unreachable' | 'bad_status' | 'bad_answer';

function failureReason(error: unknown, status: number | null): TokenFailureReason {
  if (status !== null) return status === 200 ? 'bad_answer' : 'bad_status';
  const name = error instanceof Error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable';
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
