import { createHmac } from 'node:crypto';
import { sameSecret, signedTokens } from './signed-token.server.js';

describe('signed tokens', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const tokens = () => signedTokens(60, 'k'.repeat(32));

  it('verifies a token it issued until it expires, before and after it has been seen', () => {
    const t = tokens();
    const { token, expiresIn } = t.issue(now);
    expect(expiresIn).toBe(60);
    expect(t.verify(token, now)).toBe(true);
    // Seen: still true, still expiring.
    expect(t.verify(token, now + 59_000)).toBe(true);
    expect(t.verify(token, now + 60_000)).toBe(false);
    // Once found expired it is forgotten, and checked again from its signature.
    expect(t.verify(token, now)).toBe(true);
    // A fresh instance (another proxy) agrees.
    const other = tokens();
    expect(other.verify(token, now + 60_000)).toBe(false);
    expect(other.verify(token, now + 1000)).toBe(true);
  });

  it('refuses forged, altered, malformed and other-key tokens, seen or not', () => {
    const t = tokens();
    const { token } = t.issue(now);
    expect(t.verify(token, now)).toBe(true);
    const [expiry, nonce, signature] = token.split('.') as [string, string, string];
    const later = `${String(Number(expiry) + 3600)}.${nonce}.${signature}`;
    const sig = (payload: string, key: string) =>
      createHmac('sha256', key).update(payload).digest('base64url');
    for (const bad of [
      later,
      `${expiry}.${nonce}x.${signature}`,
      `${expiry}.${nonce}.${signature.slice(1)}`,
      `${expiry}.${nonce}.${sig(`${expiry}.${nonce}`, 'another key of 32 characters!!!')}`,
      `${expiry}.${nonce}`,
      '',
      'x'.repeat(500),
    ]) {
      expect([bad, t.verify(bad, now)]).toEqual([bad, false]);
      expect([bad, t.verify(bad, now)]).toEqual([bad, false]);
    }
  });

  it('remembers a bounded number of tokens and still verifies the forgotten ones', () => {
    const t = signedTokens(60, 'k'.repeat(32), 2);
    const issued = [t.issue(now).token, t.issue(now).token, t.issue(now).token];
    for (const token of issued) expect(t.verify(token, now)).toBe(true);
    for (const token of issued) expect(t.verify(token, now + 1000)).toBe(true);
  });
});

describe('sameSecret', () => {
  it('compares secrets of any length', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', '')).toBe(true);
  });
});
