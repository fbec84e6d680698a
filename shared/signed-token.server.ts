/**
 * Stateless signed tokens (server-only), `<expiry>.<nonce>.<HMAC-SHA256>`: instances that share the
 * key need no shared store. The reference upstream's access tokens and the proxy's site tokens.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface SignedTokens {
  issue(now?: number): { token: string; expiresIn: number };
  verify(token: string, now?: number): boolean;
}

/** How many verified tokens are remembered: a bound on the cache's memory. */
export const VERIFIED_TOKENS_KEPT = 10_000;

export function signedTokens(
  ttlSeconds: number,
  key: Buffer | string = randomBytes(32),
  verifiedKept = VERIFIED_TOKENS_KEPT,
): SignedTokens {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  // A client sends the same token with every call: once its signature has been checked, only its
  // expiry is, so the HMAC does not run on every proxied call.
  const verified = verifiedKept > 0 ? new LRUCache<string, number>({ max: verifiedKept }) : null;
  return {
    issue(now = Date.now()) {
      const payload = `${Math.floor(now / 1000) + ttlSeconds}.${randomBytes(9).toString('base64url')}`;
      return { token: `${payload}.${sign(payload)}`, expiresIn: ttlSeconds };
    },
    verify(token, now = Date.now()) {
      const nowS = Math.floor(now / 1000);
      const known = verified?.get(token);
      if (known !== undefined) {
        if (known > nowS) return true;
        verified?.delete(token);
        return false;
      }
      if (token.length > 200) return false;
      const parts = token.split('.');
      if (parts.length !== 3) return false;
      const [expiry = '', nonce = '', signature = ''] = parts;
      const expected = Buffer.from(sign(`${expiry}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      const expiresAt = Number(expiry);
      if (!Number.isInteger(expiresAt) || expiresAt <= nowS) return false;
      verified?.set(token, expiresAt);
      return true;
    },
  };
}

/** Compares two secrets in constant time, whatever their lengths. */
export function sameSecret(a: string, b: string): boolean {
  const x = createHmac('sha256', 'compare').update(a).digest();
  const y = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(x, y);
}
