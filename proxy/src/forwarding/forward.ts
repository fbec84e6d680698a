/**
 * Forwards validated API calls to the content and search services with the upstream token
 * (decision 060). Upstream trouble is never a 401 to the browser; an upstream body is only logged.
 */
import { Ajv } from 'ajv';
import { LRUCache } from 'lru-cache';
import { Pool, type Dispatcher } from 'undici';
import type { ApiErrorCode } from '#shared/api-errors.js';
import { contentResponseSchema, searchResponseSchema } from '#shared/schemas.js';
import {
  BREAKER_OPEN_MS,
  ServiceBreaker,
  type BreakerState,
  type Verdict,
} from './circuit-breaker.js';
import type { ContentDiskCache } from './disk-cache.js';
import { CheckedAnswers } from './checked-answers.js';
import { beforeDeadline, DEADLINE, exchange } from './exchange.js';
import { TokenError, type UpstreamTokenCache } from './token-cache.js';

export type ServiceName = 'content' | 'search';

/** The largest upstream answer read, well above the glossary list; a larger one is a 502. */
export const UPSTREAM_ANSWER_MAX_BYTES = 8 * 1024 * 1024;

const ajv = new Ajv();
const answerIsValid = {
  content: ajv.compile(contentResponseSchema),
  search: ajv.compile(searchResponseSchema),
};
/** Whether `body` is a content answer by the contract (what the disk cache reads back). */
export const isContentAnswer = (body: unknown): boolean => answerIsValid.content(body);

/** Where a stale content answer served instead of a failure came from. */
export type StaleSource = 'memory' | 'disk';

export interface ForwardResult {
  status: number;
  /** The answer's JSON value: the upstream's good answer, or the proxy's own error. */
  body: unknown;
  /** A good answer's bytes as the upstream wrote them: the API sends them on as they came. */
  raw?: Buffer;
}

export interface ForwardOptions {
  urls: Record<ServiceName, string>;
  timeoutMs: number;
  tokens: UpstreamTokenCache;
  connections?: number;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  onUpstream?: (service: ServiceName, outcome: string, durationMs: number) => void;
  /** Called when a service's breaker starts refusing calls (true) and when it closes (false). */
  onCircuit?: (service: ServiceName, open: boolean) => void;
  /** Called for each new TCP connection a pool opens (its origin): the keep-alive reuse metric. */
  onConnect?: (origin: string) => void;
  /** Freshness of cached content answers; 0 disables the cache (failures still fall back to it). */
  contentCacheTtlMs?: number;
  /** How long a service's breaker stays open before its trial (tests shorten it). */
  breakerOpenMs?: number;
  /** The last good content answers on disk: kept after each good one, read when all else fails. */
  diskCache?: ContentDiskCache;
  /** Called for each stale content answer served instead of a failure. */
  onStale?: (source: StaleSource) => void;
}

const failure = (status: number, error: ApiErrorCode, message: string): ForwardResult => ({
  status,
  body: { error, message },
});

/** The proxy's own answer to an upstream 4xx (never its body). */
function refusal(status: number): ForwardResult {
  if (status === 429)
    return failure(503, 'upstream_busy', 'the upstream service is busy; try again shortly');
  if (status === 404) return failure(404, 'not_found', 'not found');
  return failure(400, 'upstream_rejected', 'the upstream service refused the request');
}

const timedOut = () =>
  failure(504, 'upstream_timeout', 'the upstream service did not answer in time');

/** The secrets an upstream body may hold, masked, in at most 500 characters for the log. */
const SECRET_FIELDS =
  /("(?:access_token|refresh_token|token|client_secret|secret|password|authorization)"\s*:\s*)"[^"]*"/gi;
export function redactedExcerpt(text: string): string {
  return text.replace(SECRET_FIELDS, '$1"[redacted]"').slice(0, 500);
}

/** Errors of a service that is down or restarting: nothing listens, or it cut the connection. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * Outcomes that open a service's breaker: it answered, badly or too slowly. A cut or refused
 * connection fails fast and must not delay recovery; a token failure is the token service's.
 */
const BREAKER_FAILURES = new Set(['timeout', 'bad_gateway', 'unauthorized']);

/** Outcomes logged as `upstream_failed` (a token failure is logged by the token cache). */
const LOGGED_FAILURES = new Set(['timeout', 'bad_gateway', 'unreachable', 'unauthorized']);

interface Attempt {
  outcome: string;
  result: ForwardResult;
}

/** An answer below 502 is the service's (a success); other outcomes as BREAKER_FAILURES says. */
const verdict = ({ outcome, result }: Attempt): Verdict => {
  if (result.status < 502) return 'success';
  return BREAKER_FAILURES.has(outcome) ? 'failure' : 'neither';
};

export class Forwarder {
  private readonly pools = new Map<string, Pool>();
  /** Each service's pool and request path, worked out once. */
  private readonly targets = {} as Record<ServiceName, { pool: Dispatcher; path: string }>;
  private readonly breakers: Record<ServiceName, ServiceBreaker<Attempt>>;
  /** Each service's answers checked against the contract, remembered by request. */
  private readonly checked: Record<ServiceName, CheckedAnswers> = {
    content: new CheckedAnswers(answerIsValid.content),
    search: new CheckedAnswers(answerIsValid.search),
  };
  /** Content answers by request body; stale ones are kept to be served while the upstream fails. */
  private readonly contentCache: LRUCache<string, ForwardResult>;
  private readonly contentCacheFresh: boolean;
  private readonly contentCacheTtl: number;

  constructor(private readonly options: ForwardOptions) {
    this.breakers = { content: this.breaker('content'), search: this.breaker('search') };
    const ttl = options.contentCacheTtlMs ?? 60_000;
    this.contentCacheFresh = ttl > 0;
    this.contentCacheTtl = ttl;
    this.contentCache = new LRUCache({
      max: 1000,
      ttl,
      allowStale: true,
      noDeleteOnStaleGet: true,
    });
    for (const url of Object.values(options.urls)) {
      const origin = new URL(url).origin;
      if (!this.pools.has(origin)) {
        const pool = new Pool(origin, {
          connections: options.connections ?? 16,
          pipelining: 1,
          keepAliveTimeout: 30_000,
          connectTimeout: Math.min(options.timeoutMs, 2_000),
          maxResponseSize: UPSTREAM_ANSWER_MAX_BYTES,
        });
        const { onConnect } = options;
        if (onConnect) {
          pool.on('connect', () => {
            onConnect(origin);
          });
        }
        this.pools.set(origin, pool);
      }
    }
    for (const service of Object.keys(options.urls) as ServiceName[]) {
      const url = new URL(options.urls[service]);
      const pool = this.pools.get(url.origin);
      if (!pool) throw new Error(`no pool for ${url.origin}`);
      this.targets[service] = { pool, path: `${url.pathname}${url.search}` };
    }
  }

  /** A service's breaker, whose openings and closings are logged and reported (docs/operations.md). */
  private breaker(service: ServiceName): ServiceBreaker<Attempt> {
    const { breakerOpenMs, log, onCircuit } = this.options;
    let openedAt: number | null = null;
    let previous: BreakerState = 'closed';
    return new ServiceBreaker(verdict, breakerOpenMs, (state) => {
      if (state === 'open') {
        // A failed trial opens it again: one line per opening, and the first one's time kept.
        const reason = previous === 'half_open' ? 'trial_failed' : 'consecutive_failures';
        openedAt ??= performance.now();
        onCircuit?.(service, true);
        log.warn(
          {
            event: 'circuit_opened',
            service,
            reason,
            status: 503,
            openMs: breakerOpenMs ?? BREAKER_OPEN_MS,
          },
          'circuit opened',
        );
      } else if (state === 'closed' && previous !== 'closed') {
        const durationMs = openedAt === null ? 0 : Math.round(performance.now() - openedAt);
        openedAt = null;
        onCircuit?.(service, false);
        log.info({ event: 'circuit_closed', service, durationMs }, 'circuit closed');
      }
      previous = state;
    });
  }

  /**
   * Sends `body` to a service through its circuit breaker; content answers come from the
   * micro-cache while fresh, and the last good one (in memory, else on disk) is served when the
   * upstream fails, its token cannot be had or its breaker is open.
   */
  async forward(service: ServiceName, body: unknown): Promise<ForwardResult> {
    const key = service === 'content' ? JSON.stringify(body) : null;
    const status: LRUCache.Status<string, ForwardResult> = {};
    const cached = key === null ? undefined : this.contentCache.get(key, { status });
    // Cached answers are good answers (status 200), shared as they are: nobody changes them.
    if (cached && this.contentCacheFresh && status.get === 'hit') return cached;
    const attempt = await this.breakers[service].run(() => this.forwardOnce(service, body));
    if (attempt === null) {
      this.options.onUpstream?.(service, 'circuit_open', 0);
      return (
        (await this.stale(key, cached, 'circuit_open')) ??
        failure(503, 'upstream_circuit_open', 'the upstream service is failing; try again shortly')
      );
    }
    const { result } = attempt;
    if (result.status >= 502) return (await this.stale(key, cached, attempt.outcome)) ?? result;
    if (key !== null && result.status === 200) {
      this.contentCache.set(key, result);
      if (result.raw) this.options.diskCache?.save(key, result.raw);
    }
    return result;
  }

  /** The last good answer to `key` instead of a failure: from memory, else from disk; logged. */
  private async stale(
    key: string | null,
    cached: ForwardResult | undefined,
    reason: string,
  ): Promise<ForwardResult | undefined> {
    if (key === null) return undefined;
    let answer = cached;
    const source: StaleSource = answer ? 'memory' : 'disk';
    if (!answer) {
      const stored = await this.options.diskCache?.read(key);
      if (!stored) return undefined;
      answer = { status: 200, body: stored.body, raw: stored.raw };
      // In memory already stale: the next failure is served without the disk, and counted.
      this.contentCache.set(key, answer, { start: performance.now() - this.contentCacheTtl - 1 });
    }
    this.options.onStale?.(source);
    this.options.log.warn(
      { event: 'content_served_stale', service: 'content', source, reason },
      'stale content answer served',
    );
    return answer;
  }

  /** One call: one token refresh and one retry after an upstream 401. */
  private async forwardOnce(service: ServiceName, body: unknown): Promise<Attempt> {
    const started = performance.now();
    const deadline = started + this.options.timeoutMs;
    const done = (outcome: string, result: ForwardResult, detail?: string): Attempt => {
      const durationMs = performance.now() - started;
      this.options.onUpstream?.(service, outcome, durationMs);
      if (LOGGED_FAILURES.has(outcome)) {
        this.options.log.warn(
          {
            event: 'upstream_failed',
            service,
            reason: outcome,
            status: result.status,
            durationMs: Math.round(durationMs),
            ...(detail === undefined ? {} : { detail }),
          },
          'upstream call failed',
        );
      }
      return { outcome, result };
    };
    // The request's JSON text: what is sent, and the key of the answers already checked.
    const request = JSON.stringify(body);
    let token: string;
    try {
      // A fresh token is had at once: no deadline to watch.
      const got =
        this.options.tokens.fresh() ??
        (await beforeDeadline(this.options.tokens.get(), deadline - performance.now()));
      if (got === DEADLINE) return done('timeout', timedOut(), 'waiting for the upstream token');
      token = got;
    } catch (error) {
      const status = error instanceof TokenError ? error.status : null;
      return done(
        'token_error',
        failure(
          502,
          'upstream_token',
          `the upstream token could not be obtained${status ? ` (${status})` : ''}`,
        ),
      );
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      const remaining = Math.max(1, deadline - performance.now());
      const result = await this.send(service, request, token, remaining);
      if (result.kind === 'ok')
        return done('ok', { status: 200, body: result.body, raw: result.raw });
      if (result.kind === 'timeout') return done('timeout', timedOut(), 'no answer in time');
      if (result.kind === 'unauthorized' && attempt === 0) {
        this.options.tokens.invalidate(token);
        try {
          const got = await beforeDeadline(this.options.tokens.get(), deadline - performance.now());
          if (got === DEADLINE)
            return done('timeout', timedOut(), 'waiting for the upstream token');
          token = got;
        } catch {
          return done(
            'token_error',
            failure(502, 'upstream_token', 'the upstream token could not be obtained'),
          );
        }
        continue;
      }
      if (result.kind === 'unauthorized')
        return done(
          'unauthorized',
          failure(502, 'upstream_unauthorized', 'the upstream service refused the proxy'),
        );
      if (result.kind === 'client_error') {
        const answer = refusal(result.status);
        // Whatever the upstream said stays in the log: its body may hold traces, hosts, tokens.
        this.options.log.warn(
          {
            event: 'upstream_rejected',
            service,
            upstreamStatus: result.status,
            status: answer.status,
            durationMs: Math.round(performance.now() - started),
            upstream: redactedExcerpt(result.text),
          },
          'upstream refused a request',
        );
        // The service answered: the request was refused for what it asked, a client error.
        return done('client_error', answer);
      }
      return done(
        result.kind === 'unreachable' ? 'unreachable' : 'bad_gateway',
        failure(502, 'upstream_unavailable', 'the upstream service is unavailable'),
        result.detail,
      );
    }
    return done(
      'bad_gateway',
      failure(502, 'upstream_unavailable', 'the upstream service is unavailable'),
    );
  }

  private async send(
    service: ServiceName,
    request: string,
    token: string,
    timeoutMs: number,
  ): Promise<
    | { kind: 'ok'; body: unknown; raw: Buffer }
    | { kind: 'client_error'; status: number; text: string }
    | { kind: 'unauthorized' }
    | { kind: 'timeout' }
    | { kind: 'unreachable'; detail: string }
    | { kind: 'bad'; detail: string }
  > {
    const { pool, path } = this.targets[service];
    const res = await exchange(pool, {
      path,
      headers: {
        'content-type': 'application/json',
        accept: '*/*',
        authorization: `Bearer ${token}`,
      },
      body: request,
      timeoutMs,
    });
    if ('failure' in res) {
      if (res.failure === 'timeout') return { kind: 'timeout' };
      if (res.code !== undefined && UNREACHABLE_CODES.has(res.code))
        return { kind: 'unreachable', detail: res.failure };
      return { kind: 'bad', detail: res.failure };
    }
    if (res.statusCode === 401) return { kind: 'unauthorized' };
    if (res.statusCode === 200) {
      const checked = this.checked[service].check(request, res.bytes);
      if ('detail' in checked) return { kind: 'bad', detail: checked.detail };
      return { kind: 'ok', body: checked.body, raw: res.bytes };
    }
    if (res.statusCode >= 400 && res.statusCode < 500) {
      return { kind: 'client_error', status: res.statusCode, text: res.bytes.toString('utf8') };
    }
    return { kind: 'bad', detail: `status ${res.statusCode}` };
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((p) => p.close()));
  }
}
