/**
 * Environment configuration validated by JSON schema at start-up (docs/configuration.md): a wrong
 * or missing value stops the start, naming the variable. Pure: the caller passes the environment.
 */
import envSchema from 'env-schema';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from './branding.js';

export type EnvProperty =
  | { type: 'string'; default?: string; minLength?: number; pattern?: string; enum?: string[] }
  | { type: 'integer'; default?: number; minimum?: number; maximum?: number }
  | { type: 'boolean'; default?: boolean };

export interface EnvSchema {
  type: 'object';
  required: string[];
  properties: Record<string, EnvProperty>;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates `env` against `schema`; throws a `ConfigError` whose message names the variable. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the validated shape
export function loadEnv<T>(schema: EnvSchema, env: Record<string, string | undefined>): T {
  const data = Object.fromEntries(
    Object.keys(schema.properties)
      .filter((k) => env[k] !== undefined && env[k] !== '')
      .map((k) => [k, env[k]]),
  );
  try {
    return envSchema<T>({ schema, data, env: false, dotenv: false });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // ajv says "env/PORT must be integer"; say it in the variable's own name.
    throw new ConfigError(`Invalid configuration: ${message.replace(/(^|, )env\//g, '$1')}`);
  }
}

/** Variables shared by both servers. */
export const COMMON_ENV = {
  HOST: { type: 'string', default: '127.0.0.1', minLength: 1 },
  LOG_LEVEL: {
    type: 'string',
    default: 'info',
    enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
  },
  NODE_ENV: { type: 'string', default: 'development', enum: ['development', 'production', 'test'] },
  UPSTREAM_CLIENT_ID: { type: 'string', default: 'bolsa-sitio-dev', minLength: 1 },
  UPSTREAM_CLIENT_SECRET: { type: 'string', default: 'dev-only-secret-change-me', minLength: 8 },
} as const satisfies Record<string, EnvProperty>;

/** Between the lines of `CONTACT_ADDRESS`. */
export const ADDRESS_LINE_SEPARATOR = '|';

/** `SITE_BASE_URL=none`: an empty value would mean the default. */
export const NO_SITE_BASE_URL = 'none';

/** Branding variables (the client receives them from the proxy). */
export const BRANDING_ENV = {
  GROUP_NAME: { type: 'string', default: DEFAULT_SITE_CONFIG.groupName, minLength: 1 },
  GROUP_ABBREVIATION: {
    type: 'string',
    default: DEFAULT_SITE_CONFIG.groupAbbreviation,
    minLength: 1,
  },
  SITE_SEGMENT: {
    type: 'string',
    default: DEFAULT_SITE_CONFIG.siteSegment,
    pattern: '^[a-z0-9][a-z0-9-]*$',
  },
  HOME_URL: { type: 'string', default: DEFAULT_SITE_CONFIG.homeUrl, pattern: '^https?://' },
  // `none`: no base; links to the group's other sections go to the group-site page.
  SITE_BASE_URL: {
    type: 'string',
    default: DEFAULT_SITE_CONFIG.siteBaseUrl,
    pattern: `^(https?://[^/\\s]+|${NO_SITE_BASE_URL})$`,
  },
  CURRENCY: { type: 'string', default: DEFAULT_SITE_CONFIG.currency, pattern: '^[A-Z]{3}$' },
  // The address's lines separated by '|'.
  CONTACT_ADDRESS: {
    type: 'string',
    default: DEFAULT_SITE_CONFIG.contact.address.join(ADDRESS_LINE_SEPARATOR),
    pattern: '\\S',
  },
  CONTACT_PHONE: {
    type: 'string',
    default: DEFAULT_SITE_CONFIG.contact.phone,
    pattern: '^\\+[1-9]( ?[0-9]){6,14}$',
  },
  CONTACT_EMAIL: {
    type: 'string',
    default: DEFAULT_SITE_CONFIG.contact.email,
    pattern: '^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}$',
  },
} as const satisfies Record<string, EnvProperty>;

export interface BrandingEnv {
  GROUP_NAME: string;
  GROUP_ABBREVIATION: string;
  SITE_SEGMENT: string;
  HOME_URL: string;
  SITE_BASE_URL: string;
  CURRENCY: string;
  CONTACT_ADDRESS: string;
  CONTACT_PHONE: string;
  CONTACT_EMAIL: string;
}

/** The site configuration with the branding variables applied. */
export function siteConfigFromEnv(env: BrandingEnv): SiteConfig {
  return {
    ...DEFAULT_SITE_CONFIG,
    groupName: env.GROUP_NAME,
    groupAbbreviation: env.GROUP_ABBREVIATION,
    siteSegment: env.SITE_SEGMENT,
    homeUrl: env.HOME_URL,
    siteBaseUrl: env.SITE_BASE_URL === NO_SITE_BASE_URL ? '' : env.SITE_BASE_URL,
    currency: env.CURRENCY,
    contact: {
      address: env.CONTACT_ADDRESS.split(ADDRESS_LINE_SEPARATOR)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      phone: env.CONTACT_PHONE,
      email: env.CONTACT_EMAIL,
    },
  };
}
