/**
 * The server render in tests: a transport that answers every service call from a function and
 * keeps the calls' bodies, and the render of a URL with it.
 */
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import type { RenderResult } from '#shared/types/ssr.js';
import type { ServiceName, Transport, TransportResult } from '../api/transport.js';
import { render } from '../app/entry-server.js';

/** A transport of the server render: no site token, each call answered by `answer`. */
export function answeringTransport(
  answer: (service: ServiceName, body: unknown) => TransportResult,
): Transport & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    needsToken: false,
    call: async (service, body) => {
      calls.push(body);
      return answer(service, body);
    },
    fetchToken: async () => null,
    storeToken: () => undefined,
  };
}

/** What the server renders for `url` (on `site.test`) with `transport`. */
export const renderUrl = (
  url: string,
  transport: Transport,
  langCookie: string | null = null,
): Promise<RenderResult> =>
  render({ url: `http://site.test${url}`, langCookie, site: DEFAULT_SITE_CONFIG, transport });

/** A render's page (not a redirect). */
export function asPage(r: RenderResult) {
  if (r.kind !== 'page') throw new Error(`expected a page, got ${r.kind}`);
  return r;
}
