/** Fuzzing the reference upstream: search and content bodies, the token endpoint and media paths (fuzz-harness.ts). */
import fc from 'fast-check';
import * as harness from './fuzz-harness.js';

harness.useFuzzedSystem();

describe('upstream (reference services)', () => {
  it('search and content bodies: never a 5xx', async () => {
    await harness.check(
      fc.oneof(
        harness.searchBody.map((b) => ['search', b] as const),
        harness.contentBody.map((b) => ['content', b] as const),
      ),
      async ([service, body]) => {
        const path = service === 'search' ? '/api/searchservice/v1' : '/api/contentservice/v1';
        const answer = await harness.postJson(
          harness.upstream.url,
          path,
          harness.upstreamBearer,
          JSON.stringify(body),
        );
        return harness.problemsOf('upstream: bodies', answer, [], { upstreamAnswer: true });
      },
    );
  });

  it('the token endpoint and media paths with any input: never a 5xx', async () => {
    const grant = fc.oneof(fc.constant('client_credentials'), harness.text);
    await harness.check(fc.tuple(harness.text, harness.text, grant), async ([a, b, grantType]) => {
      const token = await harness.send(harness.upstream.url, {
        target: `/rest/tokenservice/token?grant_type=${harness.encodeLight(grantType)}`,
        headers: {
          authorization: harness.headerSafe(
            `Basic ${Buffer.from(`${a}:${b}`).toString('base64')}${b}`,
          ),
        },
      });
      const media = await harness.send(harness.upstream.url, {
        target: `/media/${harness.encodeLight(b)}`,
      });
      return [
        ...harness.problemsOf('upstream: token endpoint', token, [], { upstreamAnswer: true }),
        ...harness.problemsOf('upstream: media', media, [], { upstreamAnswer: true }),
      ];
    });
  });

  it('the naughty strings as search terms and requestJson: never a 5xx', async () => {
    const problems: string[] = [];
    for (const s of harness.NAUGHTY) {
      for (const searchType of ['busquedaPanel', 'busquedaInstrumentos']) {
        const body = {
          lang: 'es',
          payload: { term: s, term2: s, termT: s, searchType },
          requestJson: s,
        };
        const answer = await harness.postJson(
          harness.upstream.url,
          '/api/searchservice/v1',
          harness.upstreamBearer,
          JSON.stringify(body),
        );
        problems.push(
          ...harness.problemsOf('upstream: naughty strings', answer, [], { upstreamAnswer: true }),
        );
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
