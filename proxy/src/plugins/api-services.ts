/**
 * The services behind `/api/*`: site tokens for browsers, the upstream token cache and the
 * forwarder, as decorators, so the API routes and the server render share the same ones.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { signedTokens, type SignedTokens } from '#shared/signed-token.server.js';
import { ContentDiskCache, DISK_CACHE_FOLDER } from '../forwarding/disk-cache.js';
import { Forwarder, isContentAnswer } from '../forwarding/forward.js';
import { UpstreamTokenCache } from '../forwarding/token-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    siteTokens: SignedTokens;
    upstreamTokens: UpstreamTokenCache;
    forwarder: Forwarder;
  }
}

export default fp(async (app) => {
  const env = app.config.env;
  app.decorate('siteTokens', signedTokens(env.SITE_TOKEN_TTL_S, env.SITE_TOKEN_SECRET));
  const tokens = new UpstreamTokenCache({
    url: env.UPSTREAM_TOKEN_URL,
    method: env.UPSTREAM_TOKEN_METHOD,
    clientId: env.UPSTREAM_CLIENT_ID,
    clientSecret: env.UPSTREAM_CLIENT_SECRET,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    log: app.log,
    onFetch: app.metrics.tokenFetch,
  });
  app.decorate('upstreamTokens', tokens);
  const diskCache =
    env.CONTENT_DISK_CACHE_MAX_MB > 0
      ? await ContentDiskCache.open({
          dir: path.resolve(env.CONTENT_CACHE_DIR, DISK_CACHE_FOLDER),
          maxBytes: env.CONTENT_DISK_CACHE_MAX_MB * 1024 * 1024,
          log: app.log,
          isValid: isContentAnswer,
        })
      : undefined;
  const forwarder = new Forwarder({
    urls: { content: env.CONTENT_URL, search: env.SEARCH_URL },
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    contentCacheTtlMs: env.CONTENT_CACHE_TTL_S * 1000,
    tokens,
    log: app.log,
    onUpstream: app.metrics.upstream,
    onConnect: app.metrics.upstreamConnection,
    onCircuit: app.metrics.circuit,
    ...(diskCache ? { diskCache } : {}),
    onStale: app.metrics.staleContent,
  });
  app.decorate('forwarder', forwarder);
  app.addHook('onClose', async () => {
    await forwarder.close();
    // The answers already given are kept before the process ends.
    await diskCache?.idle();
  });
});
