/** The browser's transport: HTTP to the proxy's `/api/*`, the token in the product's cookie. */
import {
  COOKIE_PATH,
  LANG_COOKIE_MAX_AGE_S,
  LANG_COOKIE_NAME,
  TOKEN_COOKIE_MAX_AGE_S,
  TOKEN_COOKIE_NAME,
} from '#shared/constants.js';
import type { Lang } from '#shared/types/common.js';
import type { Transport } from './transport.js';

export function tokenCookie(token: string | null, secure: boolean): string {
  const attrs = `Path=${COOKIE_PATH}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return token === null
    ? `${TOKEN_COOKIE_NAME}=; Max-Age=0; ${attrs}`
    : `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}; Max-Age=${TOKEN_COOKIE_MAX_AGE_S}; ${attrs}`;
}

/** The language cookie (365 days), written by the browser where the page's language is known. */
export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE_NAME}=${lang}; Max-Age=${String(LANG_COOKIE_MAX_AGE_S)}; Path=${COOKIE_PATH}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function browserTransport(fetchFn: typeof fetch = (...a) => fetch(...a)): Transport {
  return {
    needsToken: true,
    async call(service, body, token, signal) {
      const res = await fetchFn(`/api/${service}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: '*/*',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal,
      });
      let parsed: unknown = null;
      try {
        parsed = await res.json();
      } catch {
        parsed = null;
      }
      return { status: res.status, body: parsed };
    },
    async fetchToken() {
      try {
        const res = await fetchFn('/api/token', {
          method: 'POST',
          headers: { accept: 'application/json' },
        });
        if (!res.ok) return null;
        const body = (await res.json()) as { response?: { access_token?: unknown } };
        const token = body.response?.access_token;
        return typeof token === 'string' && token ? token : null;
      } catch {
        return null;
      }
    },
    storeToken(token) {
      document.cookie = tokenCookie(token, window.location.protocol === 'https:');
    },
  };
}
