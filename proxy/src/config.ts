/** Proxy configuration, validated at start-up (ARCHITECTURE section 8). */
import {
  BRANDING_ENV,
  COMMON_ENV,
  ConfigError,
  loadEnv,
  siteConfigFromEnv,
  type BrandingEnv,
  type EnvSchema,
} from '../../shared/config.js';
import type { SiteConfig } from '../../shared/branding.js';

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
    SERVER_DIST_DIR: { type: 'string', default: 'dist/server', minLength: 1 },
    MEDIA_URL: { type: 'string', default: 'http://127.0.0.1:4000/media', pattern: '^https?://' },
    RATE_LIMIT_MAX: { type: 'integer', default: 300, minimum: 1, maximum: 1000000 },
    RATE_LIMIT_WINDOW_S: { type: 'integer', default: 60, minimum: 1, maximum: 86400 },
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
  /** Seconds a content answer is served from the micro-cache (the last good one serves failures). */
  CONTENT_CACHE_TTL_S: number;
  /** The client's server entry build (server-side rendering). */
  SERVER_DIST_DIR: string;
  /** Where content images (`/media/<name>.svg`) come from. */
  MEDIA_URL: string;
  /** Requests to `/api/*` allowed per client IP in each window. */
  RATE_LIMIT_MAX: number;
  /** The rate limit's window, in seconds. */
  RATE_LIMIT_WINDOW_S: number;
}

export interface ProxyConfig {
  env: ProxyEnv;
  site: SiteConfig;
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
  return { env: parsed, site: siteConfigFromEnv(parsed) };
}
