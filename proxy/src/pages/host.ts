/** The Host check of page requests: a page is rendered for a well-formed absolute URL only. */

/** `host[:port]` as a Host header may carry it: a DNS name, an IPv4 or a bracketed IPv6 address. */
const HOST_HEADER =
  /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The absolute URL of a page request, or null when the Host header is missing or malformed or the
 * target is not a path (`*`, absolute-form): those get a 400, never a failed render.
 */
export function pageUrl(protocol: string, host: string | undefined, target: string): string | null {
  if (!host || !HOST_HEADER.test(host) || !target.startsWith('/')) return null;
  const url = `${protocol}://${host}${target}`;
  return URL.canParse(url) ? url : null;
}
