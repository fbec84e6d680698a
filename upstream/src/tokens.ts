/**
 * Upstream access tokens: stateless, HMAC-signed with a key drawn at start-up, carrying their
 * expiry. Any token fails after `TOKEN_TTL_S` or after a restart, like a real token service's.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface TokenIssuer {
  issue(now?: number): { token: string; expiresIn: number };
  verify(token: string, now?: number): boolean;
}

export function createTokenIssuer(ttlSeconds: number, key: Buffer = randomBytes(32)): TokenIssuer {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(now = Date.now()) {
      const payload = `${Math.floor(now / 1000) + ttlSeconds}.${randomBytes(9).toString('base64url')}`;
      return { token: `${payload}.${sign(payload)}`, expiresIn: ttlSeconds };
    },
    verify(token, now = Date.now()) {
      const parts = token.split('.');
      if (parts.length !== 3) return false;
      const [expiry = '', nonce = '', signature = ''] = parts;
      const expected = Buffer.from(sign(`${expiry}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      const expiresAt = Number(expiry);
      return Number.isInteger(expiresAt) && expiresAt > Math.floor(now / 1000);
    },
  };
}

/** Client id and secret of an HTTP Basic `Authorization` header, or null. */
export function basicCredentials(
  header: string | undefined,
): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** Compares secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const x = createHmac('sha256', 'compare').update(a).digest();
  const y = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(x, y);
}
