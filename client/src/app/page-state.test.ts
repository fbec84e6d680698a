import { DEFAULT_SITE_CONFIG } from '../../../shared/branding.js';
import { pageStateParts, serializePageState, textOf, type PageState } from './page-state.js';

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

  it('hands frozen parts over as UTF-8 bytes made once per object, the rest as text', () => {
    const data = deepFreeze({ response: { list: [{ title: 'Acción € 𝄞' }, hostile] } });
    const messages = deepFreeze({ x: 'ñ' });
    const parts = pageStateParts(pageState(data, messages));
    const bytes = parts.filter((p): p is Uint8Array => typeof p !== 'string');
    // The answer and the catalog.
    expect(bytes).toHaveLength(2);
    expect(new TextDecoder().decode(bytes[0])).toBe(
      JSON.stringify(data)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029'),
    );
    // The same objects for the same frozen values: encoded once.
    const again = pageStateParts(pageState(data, messages)).filter((p) => typeof p !== 'string');
    expect(again[0]).toBe(bytes[0]);
    expect(again[1]).toBe(bytes[1]);
    // Unfrozen values are text; joined, the parts are the state's JSON.
    const plain = pageStateParts(pageState({ n: 1 }, { x: 'y' }));
    expect(plain.every((p) => typeof p === 'string')).toBe(true);
    expect(JSON.parse(textOf(parts))).toMatchObject({ messages: { x: 'ñ' } });
  });
});
