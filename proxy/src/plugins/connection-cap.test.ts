import { trustedPeers } from './connection-cap.js';

describe('trustedPeers', () => {
  it('reads TRUST_PROXY as addresses, ranges and the named ranges; true trusts all', () => {
    expect(trustedPeers(true)).toBe(true);
    const none = trustedPeers(false);
    expect(none !== true && none('127.0.0.1')).toBe(false);
    const list = trustedPeers(['10.0.0.0/8', '192.0.2.7', 'loopback', '2001:db8::/32']);
    if (list === true) throw new Error('expected a list');
    expect(list('10.1.2.3')).toBe(true);
    expect(list('192.0.2.7')).toBe(true);
    expect(list('192.0.2.8')).toBe(false);
    expect(list('127.0.0.1')).toBe(true);
    expect(list('::1')).toBe(true);
    expect(list('2001:db8::1')).toBe(true);
    expect(list('203.0.113.1')).toBe(false);
  });
});
