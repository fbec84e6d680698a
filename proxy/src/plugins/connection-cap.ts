/**
 * A cap on open connections per client address, so one address cannot hold the process's sockets
 * (decision 012); `TRUST_PROXY`'s balancers are exempt, as every visitor arrives through them.
 */
import { BlockList, isIPv6, type Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { TrustProxy } from '../config.js';
import { rawAnswer } from './security.js';

/** The ranges `proxy-addr` names, as Fastify's `trustProxy` accepts them. */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** The trusted balancers as a block list, or `true` when every peer is trusted. */
export function trustedPeers(trust: TrustProxy): BlockList | true {
  const list = new BlockList();
  if (trust === true) return true;
  if (trust === false) return list;
  for (const entry of trust) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [net, prefix, type] of named) list.addSubnet(net, prefix, type);
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
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
    if (trusted.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
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
