/**
 * The browser's site token (docs/token-flow.md, section 3): every refresh goes through one mutex in
 * the thunk extra argument, so one token request serves however many calls wait.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { TOKEN_COOKIE_NAME } from '#shared/constants.js';
import { tokenDiscarded, tokenReceived, type TokenState } from '../app/token-slice.js';
import type { ApiThunkExtra } from './thunk-extra.js';

/** A token within this many seconds of its expiry is not worth starting with. */
const EXPIRY_MARGIN_S = 30;

/**
 * The token cookie's value when it looks like a site token (`<expiry>.<random>.<signature>`) that
 * has not expired; the proxy checks the signature. Null otherwise.
 */
export function tokenFromCookie(cookies: string, nowMs: number = Date.now()): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== TOKEN_COOKIE_NAME) continue;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
    const parts = value.split('.');
    const expiry = Number(parts[0]);
    if (parts.length !== 3 || !parts.every(Boolean) || !Number.isInteger(expiry)) return null;
    return expiry > Math.floor(nowMs / 1000) + EXPIRY_MARGIN_S ? value : null;
  }
  return null;
}

interface TokenApi {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => unknown;
  extra: unknown;
}

const tokenOf = (api: TokenApi) => (api.getState() as { token: TokenState }).token.accessToken;

/**
 * A new site token, stored in the store and the cookie; callers arriving while one is asked for
 * wait for the lock and read what it stored. Null on failure, which is only logged.
 */
export async function refreshSiteToken(api: TokenApi): Promise<string | null> {
  const { transport, tokenMutex } = api.extra as ApiThunkExtra;
  if (tokenMutex.isLocked()) {
    await tokenMutex.waitForUnlock();
    return tokenOf(api);
  }
  const release = await tokenMutex.acquire();
  try {
    api.dispatch(tokenDiscarded());
    transport.storeToken(null);
    const token = await transport.fetchToken();
    if (token) {
      api.dispatch(tokenReceived(token));
      transport.storeToken(token);
    } else {
      console.warn('Error al recuperar el token');
    }
    return token;
  } finally {
    release();
  }
}

/** Gets a site token ahead of the first call when the store has none and nobody is asking yet. */
export const prefetchSiteToken =
  (): ThunkAction<void, unknown, unknown, UnknownAction> => (dispatch, getState, extra) => {
    const api = { dispatch, getState, extra };
    const { transport, tokenMutex } = extra as ApiThunkExtra;
    if (!transport.needsToken || tokenOf(api) || tokenMutex.isLocked()) return;
    void refreshSiteToken(api);
  };
