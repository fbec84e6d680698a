/** Fuzzing the reference upstream: search and content bodies, the token endpoint and media paths (fuzz-harness.ts). */
import fc from 'fast-check';
import {
  NAUGHTY,
  check,
  contentBody,
  encodeLight,
  headerSafe,
  postJson,
  problemsOf,
  searchBody,
  send,
  text,
  upstream,
  upstreamBearer,
  expectBothStillRunning,
  useFuzzedSystem,
} from './fuzz-harness.js';

useFuzzedSystem();

describe('upstream (reference services)', () => {
  it('search and content bodies: never a 5xx', async () => {
    await check(
      fc.oneof(
        searchBody.map((b) => ['search', b] as const),
        contentBody.map((b) => ['content', b] as const),
      ),
      async ([service, body]) => {
        const path = service === 'search' ? '/api/searchservice/v1' : '/api/contentservice/v1';
        const answer = await postJson(upstream.url, path, upstreamBearer, JSON.stringify(body));
        return problemsOf('upstream: bodies', answer, [], { upstreamAnswer: true });
      },
    );
  });

  it('the token endpoint and media paths with any input: never a 5xx', async () => {
    const grant = fc.oneof(fc.constant('client_credentials'), text);
    await check(fc.tuple(text, text, grant), async ([a, b, grantType]) => {
      const token = await send(upstream.url, {
        target: `/rest/tokenservice/token?grant_type=${encodeLight(grantType)}`,
        headers: {
          authorization: headerSafe(`Basic ${Buffer.from(`${a}:${b}`).toString('base64')}${b}`),
        },
      });
      const media = await send(upstream.url, { target: `/media/${encodeLight(b)}` });
      return [
        ...problemsOf('upstream: token endpoint', token, [], { upstreamAnswer: true }),
        ...problemsOf('upstream: media', media, [], { upstreamAnswer: true }),
      ];
    });
  });

  it('the naughty strings as search terms and requestJson: never a 5xx', async () => {
    const problems: string[] = [];
    for (const s of NAUGHTY) {
      for (const searchType of ['busquedaPanel', 'busquedaInstrumentos']) {
        const body = {
          lang: 'es',
          payload: { term: s, term2: s, termT: s, searchType },
          requestJson: s,
        };
        const answer = await postJson(
          upstream.url,
          '/api/searchservice/v1',
          upstreamBearer,
          JSON.stringify(body),
        );
        problems.push(
          ...problemsOf('upstream: naughty strings', answer, [], { upstreamAnswer: true }),
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('after the fuzzing', () => {
  it('both processes still run, answer /healthz and logged no error', expectBothStillRunning);
});
