import { DEFAULT_SITE_CONFIG } from '../../../shared/branding.js';
import { serializePageState, type PageState } from './page-state.js';

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
      token: { accessToken: 'visitor-secret-token', lang: 'es' },
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
  it('gives the JSON of the state, with `<` and line separators escaped', () => {
    const data = { response: { list: [hostile, { n: 1 }] } };
    const value = pageState(data, { 'a.b': 'Texto <b>x</b>' });
    const json = serializePageState(value);
    // Everything but the API's config, which stays on the server, and the token.
    const { config, ...api } = (value.state as { api: { config: unknown } }).api;
    expect(config).toBeDefined();
    expect(JSON.parse(json)).toEqual(
      JSON.parse(
        JSON.stringify({
          ...value,
          state: { ...value.state, api, token: { accessToken: null, lang: 'es' } },
        }),
      ),
    );
    expect(json).not.toContain('<');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(json).toContain('\\u003c/script>');
  });

  it('never carries the site token: the page is the same for every visitor', () => {
    const json = serializePageState(pageState({ n: 1 }, { x: 'y' }));
    expect(json).not.toContain('visitor-secret-token');
    expect(JSON.parse(json)).toMatchObject({ state: { token: { accessToken: null, lang: 'es' } } });
  });
});
