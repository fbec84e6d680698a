/** Fuzzing the proxy's API: search and content bodies, any body and content type, any Authorization (fuzz-harness.ts). */
import fc from 'fast-check';
import * as harness from './fuzz-harness.js';

harness.useFuzzedSystem();

describe('proxy: API', () => {
  it('search bodies with any terms, search types and requestJson: 400 or an answer, never a failure', async () => {
    await harness.check(harness.searchBody, async (body) => {
      const answer = await harness.postJson(
        harness.proxy.url,
        '/api/search',
        harness.siteBearer,
        JSON.stringify(body),
      );
      return harness.problemsOf('api: search bodies', answer, []);
    });
  });

  it('content bodies with any terms and types', async () => {
    await harness.check(harness.contentBody, async (body) => {
      const answer = await harness.postJson(
        harness.proxy.url,
        '/api/content',
        harness.siteBearer,
        JSON.stringify(body),
      );
      return harness.problemsOf('api: content bodies', answer, []);
    });
  });

  it('any JSON value, any text, any content type as the body', async () => {
    await harness.check(
      fc.tuple(
        fc.oneof(fc.json(), harness.text),
        fc.constantFrom('/api/search', '/api/content', '/api/token'),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ),
      ),
      async ([body, path, type]) => {
        const answer = await harness.postJson(
          harness.proxy.url,
          path,
          harness.siteBearer,
          body,
          type,
        );
        return harness.problemsOf('api: raw bodies', answer, []);
      },
    );
  });

  it('any Authorization header: 401, never a failure', async () => {
    await harness.check(harness.text, async (s) => {
      const answer = await harness.postJson(
        harness.proxy.url,
        '/api/search',
        harness.headerSafe(`Bearer ${s}`),
        JSON.stringify({
          lang: 'es',
          payload: { term: 'a', term2: '', termT: 'a', searchType: 'busquedaPanel' },
        }),
      );
      const problems = harness.problemsOf('api: authorization', answer, []);
      if (answer.status !== 401) problems.push(`answered ${answer.status} to a forged token`);
      return problems;
    });
  });

  it('the naughty strings as panel terms, content terms and requestJson', async () => {
    const problems: string[] = [];
    for (const s of harness.NAUGHTY) {
      const panel = {
        lang: 'es',
        payload: { term: s, term2: '', termT: s, searchType: 'busquedaPanel' },
      };
      const grid = {
        lang: 'en',
        payload: {
          term: 'amx',
          term2: '',
          termT: 'amx',
          searchType: 'busquedaDocumentosPorInstrumentos',
        },
        requestJson: s,
      };
      const content = { lang: 'es', payload: { term: s, type: 'page.glosario.landing' } };
      for (const [path, body] of [
        ['/api/search', panel],
        ['/api/search', grid],
        ['/api/content', content],
      ] as const) {
        const answer = await harness.postJson(
          harness.proxy.url,
          path,
          harness.siteBearer,
          JSON.stringify(body),
        );
        problems.push(...harness.problemsOf('api: naughty strings', answer, []));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('after the fuzzing', () => {
  it(
    'both processes still run, answer /healthz and logged no error',
    harness.expectBothStillRunning,
  );
});
