/** Proxy configuration, validated at start-up (docs/configuration.md). */
import { isIP } from 'node:net';
import {
  BRANDING_ENV,
  COMMON_ENV,
  ConfigError,
  loadEnv,
  siteConfigFromEnv,
  type BrandingEnv,
  type EnvSchema,
} from '#shared/config.js';
import type { SiteConfig } from '#shared/branding.js';

const DEV_SITE_TOKEN_SECRET = 'dev-only-site-token-secret-change-me-0123456789';

export const proxyEnvSchema = {
  type: 'object',
  required: [],
  properties: {
    ...COMMON_ENV,
    ...BRANDING_ENV,
    PORT: { type: 'integer', default: 3000, minimum: 0, maximum: 65535 },
    UPSTREAM_TOKEN_URL: {
      type: 'string',
      default: 'http://127.0.0.1:4000/rest/tokenservice/token',
      pattern: '^https?://',
    },
    UPSTREAM_TOKEN_METHOD: { type: 'string', default: 'GET', enum: ['GET', 'POST'] },
    CONTENT_URL: {
      type: 'string',
      default: 'http://127.0.0.1:4000/api/contentservice/v1',
      pattern: '^https?://',
    },
    SEARCH_URL: {
      type: 'string',
      default: 'http://127.0.0.1:4000/api/searchservice/v1',
      pattern: '^https?://',
    },
    UPSTREAM_TIMEOUT_MS: { type: 'integer', default: 5000, minimum: 100, maximum: 60000 },
    SITE_TOKEN_SECRET: { type: 'string', default: DEV_SITE_TOKEN_SECRET, minLength: 32 },
    SITE_TOKEN_TTL_S: { type: 'integer', default: 3600, minimum: 60, maximum: 604800 },
    CLIENT_DIST_DIR: { type: 'string', default: 'dist/client', minLength: 1 },
    CONTENT_CACHE_TTL_S: { type: 'integer', default: 60, minimum: 0, maximum: 86400 },
    CONTENT_CACHE_DIR: { type: 'string', default: 'proxy/.cache', minLength: 1 },
    CONTENT_DISK_CACHE_MAX_MB: { type: 'integer', default: 256, minimum: 0, maximum: 102400 },
    PAGE_CACHE_TTL_S: { type: 'integer', default: 60, minimum: 0, maximum: 86400 },
    PAGE_STALE_WHILE_REVALIDATE_S: { type: 'integer', default: 60, minimum: 0, maximum: 86400 },
    PAGE_STALE_IF_ERROR_S: { type: 'integer', default: 86400, minimum: 0, maximum: 604800 },
    SERVER_DIST_DIR: { type: 'string', default: 'dist/server', minLength: 1 },
    MEDIA_URL: { type: 'string', default: 'http://127.0.0.1:4000/media', pattern: '^https?://' },
    DOCUMENTS_URL: {
      type: 'string',
      default: 'http://127.0.0.1:4000/docs/emisoras',
      pattern: '^https?://',
    },
    RATE_LIMIT_MAX: { type: 'integer', default: 300, minimum: 1, maximum: 1000000 },
    RATE_LIMIT_WINDOW_S: { type: 'integer', default: 60, minimum: 1, maximum: 86400 },
    // `false`, `true` or a comma-separated list of addresses / CIDR ranges, checked entry by
    // entry by `parseTrustProxy`.
    TRUST_PROXY: { type: 'string', default: 'false', pattern: '^[A-Za-z0-9.:/, ]+$' },
    METRICS_TOKEN: { type: 'string', default: '' },
    METRICS_HOST: { type: 'string', default: '127.0.0.1', minLength: 1 },
    METRICS_PORT: { type: 'integer', default: 9464, minimum: 0, maximum: 65535 },
    HEADERS_TIMEOUT_MS: { type: 'integer', default: 10000, minimum: 100, maximum: 600000 },
    REQUEST_TIMEOUT_MS: { type: 'integer', default: 30000, minimum: 100, maximum: 600000 },
    MAX_CONNECTIONS_PER_ADDRESS: { type: 'integer', default: 128, minimum: 0, maximum: 1000000 },
    PAGE_RATE_LIMIT_MAX: { type: 'integer', default: 600, minimum: 1, maximum: 1000000 },
    VITALS_RATE_LIMIT_MAX: { type: 'integer', default: 60, minimum: 1, maximum: 1000000 },
    // Load shedding's threshold; `0` turns it off, for tests only (docs/configuration.md).
    MAX_EVENT_LOOP_DELAY_MS: { type: 'integer', default: 200, minimum: 0, maximum: 60000 },
  },
} as const satisfies EnvSchema;

export interface ProxyEnv extends BrandingEnv {
  HOST: string;
  PORT: number;
  LOG_LEVEL: string;
  NODE_ENV: 'development' | 'production' | 'test';
  UPSTREAM_CLIENT_ID: string;
  UPSTREAM_CLIENT_SECRET: string;
  UPSTREAM_TOKEN_URL: string;
  UPSTREAM_TOKEN_METHOD: 'GET' | 'POST';
  CONTENT_URL: string;
  SEARCH_URL: string;
  UPSTREAM_TIMEOUT_MS: number;
  SITE_TOKEN_SECRET: string;
  SITE_TOKEN_TTL_S: number;
  /** The client build (pages, assets, public documents), relative to the working directory. */
  CLIENT_DIST_DIR: string;
  /** Seconds a content answer is fresh in the micro-cache (the last good one serves failures). */
  CONTENT_CACHE_TTL_S: number;
  /**
   * This instance's own folder for the last good content answers (decision 113), relative to the
   * working directory; never shared by two instances.
   */
  CONTENT_CACHE_DIR: string;
  /** The disk copies' bound in megabytes, least recently used out first; 0 keeps none. */
  CONTENT_DISK_CACHE_MAX_MB: number;
  /**
   * Seconds a page made only of content answers is fresh: its `s-maxage` for shared caches and
   * how long the proxy serves it again without rendering; 0 renders every request.
   */
  PAGE_CACHE_TTL_S: number;
  /** Seconds past `PAGE_CACHE_TTL_S` a shared cache may serve a page while it fetches it again. */
  PAGE_STALE_WHILE_REVALIDATE_S: number;
  /** Seconds past `PAGE_CACHE_TTL_S` a shared cache may serve a page when the site fails. */
  PAGE_STALE_IF_ERROR_S: number;
  /** The client's server entry build (server-side rendering). */
  SERVER_DIST_DIR: string;
  /** Where content images (`/media/<name>.svg`) come from. */
  MEDIA_URL: string;
  /** Where company documents (`/docs/emisoras/…`) come from. */
  DOCUMENTS_URL: string;
  /** Requests to `/api/token`, `/api/content` and `/api/search` per client IP and window. */
  RATE_LIMIT_MAX: number;
  /** Page requests per client IP and window (generous: a flood meets it, a person never). */
  PAGE_RATE_LIMIT_MAX: number;
  /** Vitals beacons (`/api/vitals`) per client IP and window: about two per page a visitor loads. */
  VITALS_RATE_LIMIT_MAX: number;
  MAX_EVENT_LOOP_DELAY_MS: number;
  /** The rate limit's window, in seconds. */
  RATE_LIMIT_WINDOW_S: number;
  /** Which peers may set `X-Forwarded-For` / `-Proto` / `-Host` (see `parseTrustProxy`). */
  TRUST_PROXY: string;
  /** When set, `/metrics` is also served on the public port, behind this bearer token. */
  METRICS_TOKEN: string;
  /** The operators' listener (`/metrics`, `/readyz`, `/healthz`): loopback by default. */
  METRICS_HOST: string;
  METRICS_PORT: number;
  /** Time a client has to send a request's headers, then its whole request (408 after). */
  HEADERS_TIMEOUT_MS: number;
  REQUEST_TIMEOUT_MS: number;
  /** Open connections allowed per client address (0: no cap); trusted balancers are exempt. */
  MAX_CONNECTIONS_PER_ADDRESS: number;
}

/** Fastify's `trustProxy`: off, every peer, or the trusted peers' addresses and ranges. */
export type TrustProxy = boolean | string[];

export interface ProxyConfig {
  env: ProxyEnv;
  site: SiteConfig;
  trustProxy: TrustProxy;
}

/** Names `proxy-addr` (Fastify's) accepts for well-known ranges. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * `TRUST_PROXY` as Fastify's `trustProxy`: `false` (the peer is the client), `true` (only when
 * nothing but the balancer reaches the proxy), or the balancers' addresses and CIDR ranges.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false' || text === '') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    throw new ConfigError(
      "Invalid configuration: TRUST_PROXY cannot be a hop count (Fastify 5 ignores hop counts, which direct clients could spoof): list the balancers' addresses or CIDR ranges",
    );
  }
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY must be true, false or addresses/CIDR ranges (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
    );
  }
  return entries;
}

export function loadProxyConfig(
  env: Record<string, string | undefined> = process.env,
): ProxyConfig {
  const parsed = loadEnv<ProxyEnv>(proxyEnvSchema, env);
  if (parsed.NODE_ENV === 'production' && parsed.SITE_TOKEN_SECRET === DEV_SITE_TOKEN_SECRET) {
    throw new ConfigError(
      'Invalid configuration: SITE_TOKEN_SECRET must be set to a secret of your own in production',
    );
  }
  if (parsed.NODE_ENV === 'production' && parsed.MAX_EVENT_LOOP_DELAY_MS === 0) {
    // Turning load shedding off is for browser tests on a shared machine (decision 109).
    throw new ConfigError(
      'Invalid configuration: MAX_EVENT_LOOP_DELAY_MS=0 (no load shedding) is refused in production',
    );
  }
  if (parsed.HEADERS_TIMEOUT_MS > parsed.REQUEST_TIMEOUT_MS) {
    // Node would never expire a request once its headers are done (decision 012).
    throw new ConfigError(
      'Invalid configuration: HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
    );
  }
  return {
    env: parsed,
    site: siteConfigFromEnv(parsed),
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
  };
}
