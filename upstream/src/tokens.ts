/** Upstream access tokens and HTTP Basic client credentials. */
export {
  signedTokens as createTokenIssuer,
  sameSecret,
  type SignedTokens as TokenIssuer,
} from '#shared/signed-token.server.js';

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
