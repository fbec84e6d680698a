import { pagesProxyPerTest, seen } from '../test-utils/pages.js';
import { pageUrl } from './host.js';

const app = pagesProxyPerTest();

describe('the Host of page requests', () => {
  it.each(['undefined:undefined', 'a b', 'host:1x', 'user@host', '[::1', 'host/../x'])(
    'answers 400, never a failed render, for the malformed Host header %p',
    async (host) => {
      const res = await app().inject({ method: 'GET', url: '/es/bmv/glosario', headers: { host } });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(seen).toEqual([]);
    },
  );

  it('accepts names, IPv4 and IPv6 hosts with or without a port', () => {
    for (const host of [
      'bolsa.example',
      'localhost:3000',
      '127.0.0.1:80',
      '[::1]:3000',
      'a_b.example',
    ])
      expect(pageUrl('http', host, '/es')).toBe(`http://${host}/es`);
    expect(pageUrl('http', undefined, '/es')).toBeNull();
    expect(pageUrl('http', 'bolsa.example', '*')).toBeNull();
    expect(pageUrl('http', 'bolsa.example', 'http://evil.example/')).toBeNull();
  });
});
