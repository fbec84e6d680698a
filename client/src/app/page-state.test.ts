import { DEFAULT_SITE_CONFIG } from '../../../shared/branding.js';
import { serializePageState, type PageState } from './page-state.js';

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

function pageState(data: unknown, messages: Record<string, string>): PageState {
  return {
    state: {
      api: {
        queries: {
          'getGlossary("es")': { status: 'fulfilled', endpointName: 'getGlossary', data },
          'getGlossaryTerm({"lang":"es","term":"x"})': { status: 'pending' },
        },
        mutations: {},
        provided: {},
        subscriptions: {},
        config: {},
      },
      token: { accessToken: 'tok', lang: 'es' },
    } as never,
    site: DEFAULT_SITE_CONFIG,
    messages,
  };
}

const hostile = {
  title: '</script><script>alert(1)</script>',
  lines: 'a\u2028b\u2029c',
  nul: '\u0000page-state-0',
};

describe('serializePageState', () => {
  it('gives the JSON of the state, with `<` and line separators escaped, frozen parts or not', () => {
    const data = { response: { list: [hostile, { n: 1 }] } };
    const messages = { 'a.b': 'Texto <b>x</b>' };
    for (const value of [
      pageState(data, messages),
      pageState(deepFreeze(data), deepFreeze(messages)),
    ]) {
      const json = serializePageState(value);
      // Everything but the API's config, which stays on the server.
      const { config, ...api } = (value.state as { api: { config: unknown } }).api;
      expect(config).toBeDefined();
      expect(JSON.parse(json)).toEqual(
        JSON.parse(JSON.stringify({ ...value, state: { ...value.state, api } })),
      );
      expect(json).not.toContain('<');
      expect(json).not.toMatch(/[\u2028\u2029]/);
      expect(json).toContain('\\u003c/script>');
    }
  });

  it('gives the same text every time for the same frozen answer', () => {
    const data = deepFreeze({ response: { list: [hostile] } });
    const messages = deepFreeze({ x: 'y' });
    const first = serializePageState(pageState(data, messages));
    expect(serializePageState(pageState(data, messages))).toBe(first);
    const other = deepFreeze({ response: { list: [{ n: 2 }] } });
    expect(JSON.parse(serializePageState(pageState(other, messages)))).toMatchObject({
      state: { api: { queries: { 'getGlossary("es")': { data: other } } } },
    });
  });
});
