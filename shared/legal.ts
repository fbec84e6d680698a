/**
 * The legal pages of the footer (decision 115): their route ids, which are also their keys in the
 * content service (`page.legal`), and the cookie facts their text names through placeholders.
 */
import {
  LANG_COOKIE_MAX_AGE_S,
  LANG_COOKIE_NAME,
  TOKEN_COOKIE_MAX_AGE_S,
  TOKEN_COOKIE_NAME,
} from './constants.js';

export const LEGAL_PAGES = [
  'privacy',
  'terms',
  'cookies',
  'accessibility',
  'investmentDisclaimer',
] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const isLegalPage = (value: unknown): value is LegalPage =>
  LEGAL_PAGES.includes(value as LegalPage);

const DAY_S = 24 * 60 * 60;

/**
 * What `{{name}}` in a legal text stands for: the cookies' real names and lifetimes, from the
 * constants the code sets them with, so the page cannot drift from the code.
 */
export const LEGAL_PLACEHOLDERS: Readonly<Record<string, string>> = {
  tokenCookie: TOKEN_COOKIE_NAME,
  tokenCookieDays: String(TOKEN_COOKIE_MAX_AGE_S / DAY_S),
  langCookie: LANG_COOKIE_NAME,
  langCookieDays: String(LANG_COOKIE_MAX_AGE_S / DAY_S),
};

const PLACEHOLDER = /\{\{([a-zA-Z]+)\}\}/g;

/** The placeholders a text names (each once), known or not. */
export const placeholdersIn = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')),
];

/** A legal text with its placeholders filled; an unknown one stays as written. */
export const fillLegalText = (text: string): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => LEGAL_PLACEHOLDERS[name] ?? whole);
