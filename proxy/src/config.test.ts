import { ConfigError } from '#shared/config.js';
import { loadProxyConfig, parseTrustProxy, proxyEnvSchema } from './config.js';
import { envExampleMismatches, readEnvExample } from '#shared/test-utils/env-example.js';

describe('proxy configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const { env, site } = loadProxyConfig({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(5000);
    expect(site.groupName).toBe('Grupo BMV');
    expect(site.siteSegment).toBe('bmv');
    expect(site.currency).toBe('EUR');
  });

  it('reads and coerces variables from the environment', () => {
    const { env, site } = loadProxyConfig({ PORT: '8080', SITE_SEGMENT: 'grupo', CURRENCY: 'MXN' });
    expect(env.PORT).toBe(8080);
    expect(site.siteSegment).toBe('grupo');
    expect(site.currency).toBe('MXN');
  });

  it("sends links to the group's sections to its public address, or with `none` to no base", () => {
    expect(loadProxyConfig({}).site.siteBaseUrl).toBe('https://www.bmv.com.mx');
    expect(loadProxyConfig({ SITE_BASE_URL: 'https://x.example' }).site.siteBaseUrl).toBe(
      'https://x.example',
    );
    expect(loadProxyConfig({ SITE_BASE_URL: 'none' }).site.siteBaseUrl).toBe('');
    expect(() => loadProxyConfig({ SITE_BASE_URL: 'https://x.example/path' })).toThrow(
      /SITE_BASE_URL/,
    );
    expect(loadProxyConfig({}).env.DOCUMENTS_URL).toBe('http://127.0.0.1:4000/docs/emisoras');
  });

  it("reads the group's contact details, the address's lines split at '|'", () => {
    expect(loadProxyConfig({}).site.contact.phone).toBe('+52 55 5000 0100');
    const { site } = loadProxyConfig({
      CONTACT_ADDRESS: 'Calle 1 | | Col. Centro|06000 Ciudad de México ',
      CONTACT_PHONE: '+525512345678',
      CONTACT_EMAIL: 'hola@grupo.example',
    });
    expect(site.contact).toEqual({
      address: ['Calle 1', 'Col. Centro', '06000 Ciudad de México'],
      phone: '+525512345678',
      email: 'hola@grupo.example',
    });
    expect(() => loadProxyConfig({ CONTACT_PHONE: '55 1234 5678' })).toThrow(/CONTACT_PHONE/);
    expect(() => loadProxyConfig({ CONTACT_EMAIL: 'contacto' })).toThrow(/CONTACT_EMAIL/);
    expect(() => loadProxyConfig({ CONTACT_ADDRESS: ' ' })).toThrow(/CONTACT_ADDRESS/);
  });

  it('stops with a message naming the variable for a wrong value', () => {
    expect(() => loadProxyConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadProxyConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadProxyConfig({ SITE_SEGMENT: 'Bad Segment' })).toThrow(/SITE_SEGMENT/);
    expect(() => loadProxyConfig({ CONTENT_URL: 'ftp://x' })).toThrow(/CONTENT_URL/);
    expect(() => loadProxyConfig({ SITE_TOKEN_SECRET: 'short' })).toThrow(/SITE_TOKEN_SECRET/);
  });

  it('refuses the development site-token secret in production', () => {
    expect(() => loadProxyConfig({ NODE_ENV: 'production' })).toThrow(/SITE_TOKEN_SECRET/);
    expect(() =>
      loadProxyConfig({ NODE_ENV: 'production', SITE_TOKEN_SECRET: 'x'.repeat(40) }),
    ).not.toThrow();
  });
});

describe('load shedding', () => {
  it('sheds load past 200 ms of event-loop lag by default and refuses turning it off in production', () => {
    expect(loadProxyConfig({}).env.MAX_EVENT_LOOP_DELAY_MS).toBe(200);
    expect(loadProxyConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }).env.MAX_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(() =>
      loadProxyConfig({
        NODE_ENV: 'production',
        SITE_TOKEN_SECRET: 'x'.repeat(40),
        MAX_EVENT_LOOP_DELAY_MS: '0',
      }),
    ).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
  });
});

describe('.env.example', () => {
  it('lists every proxy variable with its default', () => {
    expect(envExampleMismatches(proxyEnvSchema)).toEqual([]);
  });
});

describe('docs/configuration.md', () => {
  it('documents every variable of .env.example', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const doc = readFileSync(path.resolve(__dirname, '../../docs/configuration.md'), 'utf8');
    const undocumented = [...readEnvExample().keys()].filter(
      (name) => !doc.includes(`\`${name}\``),
    );
    expect(undocumented).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a boolean or addresses and CIDR ranges', () => {
    expect(loadProxyConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1, 2001:db8::/32')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      '2001:db8::/32',
    ]);
    expect(parseTrustProxy('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    expect(loadProxyConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
  });

  it('refuses a hop count, which Fastify 5 would silently ignore', () => {
    expect(() => loadProxyConfig({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY cannot be a hop count/,
    );
  });

  it('stops the start with a message naming TRUST_PROXY for anything else', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', '300.1.1.1', '::1/129', '1.2.3.4/8/1']) {
      expect(() => loadProxyConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadProxyConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadProxyConfig({ TRUST_PROXY: '10.0.0.1; rm' })).toThrow(/TRUST_PROXY/);
  });
});

describe('request timeouts', () => {
  it('refuses a headers timeout longer than the request timeout (Node would never expire it)', () => {
    expect(() =>
      loadProxyConfig({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' }),
    ).toThrow(/HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS/);
    expect(loadProxyConfig({}).env).toMatchObject({
      HEADERS_TIMEOUT_MS: 10000,
      REQUEST_TIMEOUT_MS: 30000,
    });
  });
});
