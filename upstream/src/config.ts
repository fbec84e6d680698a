/** Reference upstream configuration, validated at start-up (docs/configuration.md). */
import { COMMON_ENV, loadEnv, type EnvSchema } from '#shared/config.js';

export const upstreamEnvSchema = {
  type: 'object',
  required: [],
  properties: {
    ...COMMON_ENV,
    UPSTREAM_PORT: { type: 'integer', default: 4000, minimum: 0, maximum: 65535 },
    TOKEN_TTL_S: { type: 'integer', default: 3600, minimum: 1, maximum: 86400 },
    DOCUMENT_COUNT: { type: 'integer', default: 20000, minimum: 0, maximum: 5000000 },
    DATA_SEED: { type: 'integer', default: 20261122, minimum: 0 },
    DATA_DIR: { type: 'string', default: 'upstream/data', minLength: 1 },
    CACHE_DIR: { type: 'string', default: 'upstream/.cache', minLength: 1 },
    DOCUMENT_STORE: { type: 'string', default: 'sqlite', enum: ['sqlite', 'memory'] },
  },
} as const satisfies EnvSchema;

export interface UpstreamConfig {
  HOST: string;
  UPSTREAM_PORT: number;
  LOG_LEVEL: string;
  NODE_ENV: 'development' | 'production' | 'test';
  UPSTREAM_CLIENT_ID: string;
  UPSTREAM_CLIENT_SECRET: string;
  TOKEN_TTL_S: number;
  DOCUMENT_COUNT: number;
  DATA_SEED: number;
  /** Bundled data, relative to the working directory (the repository root under `npm start`). */
  DATA_DIR: string;
  /** Where the document database is persisted between restarts. */
  CACHE_DIR: string;
  /** `sqlite` (persisted, indexed; the default) or `memory` (small corpora, tests). */
  DOCUMENT_STORE: 'sqlite' | 'memory';
}

export function loadUpstreamConfig(
  env: Record<string, string | undefined> = process.env,
): UpstreamConfig {
  return loadEnv<UpstreamConfig>(upstreamEnvSchema, env);
}
