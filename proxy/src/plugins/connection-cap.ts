/**
 * A cap on open connections per client address, so one address cannot hold the process's sockets
 * (decision 012); `TRUST_PROXY`'s balancers are exempt, as every visitor arrives through them.
 */
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import proxyAddr from 'proxy-addr';
import type { TrustProxy } from '../config.js';
import { rawAnswer } from './security.js';

/**
 * Whether an address is one of the trusted balancers, or `true` when every peer is trusted:
 * `proxy-addr`'s reading of the list, the one Fastify's `trustProxy` applies to the same setting.
 */
export function trustedPeers(trust: TrustProxy): ((address: string) => boolean) | true {
  if (trust === true) return true;
  const trusts = proxyAddr.compile(trust === false ? [] : trust);
  return (address) => trusts(address, 0);
}

/** A socket's peer as one key per client: IPv4-mapped IPv6 addresses read as IPv4. */
export function peerAddress(socket: Socket): string {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

export default fp(async (app) => {
  const max = app.config.env.MAX_CONNECTIONS_PER_ADDRESS;
  const trusted = trustedPeers(app.config.trustProxy);
  if (max === 0 || trusted === true) return;
  const open = new Map<string, number>();
  // Prepended: the refusal is decided before Node's own connection listener sets up a parser.
  app.server.prependListener('connection', (socket: Socket) => {
    const address = peerAddress(socket);
    if (trusted(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      // Counted apart from the requests: a refused connection never becomes one (metrics.ts, which
      // the app registers after this plugin; connections arrive once it listens).
      app.metrics.connectionRefused();
      rawAnswer(
        socket,
        429,
        { error: 'too_many_connections', message: 'too many open connections from your address' },
        { 'Retry-After': '1' },
      );
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
});
