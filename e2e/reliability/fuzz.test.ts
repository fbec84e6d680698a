/**
 * `npm run test:fuzz` (with `xss.test.ts`): property-based (fast-check) and list-based (the big list
 * of naughty strings) inputs into URL paths, query strings, search terms, request bodies,
 * `requestJson`, cookies and headers, against the running proxy and the reference upstream.
 *
 * Invariants: no 5xx except the designed 502/503/504 JSON errors (the upstream: no 5xx at all);
 * no process exits, and both answer /healthz afterwards; no error is logged; an HTML answer keeps
 * its strict CSP, has no inline code the CSP does not allow by hash, no event-handler attribute, no `javascript:`
 * URL, and never contains an input with `<` as it was sent (no unescaped reflection).
 *
 * Bounded: `FUZZ_RUNS` runs per property (default 150) and at most `FUZZ_TIME_S` seconds each
 * (default 15); every `FUZZ_NAUGHTY_STEP`-th naughty string (default 1: all 461).
 */
import { Agent, request } from 'node:http';
import fc from 'fast-check';
import naughty from 'big-list-of-naughty-strings';
import { COMMON_ENV } from '#shared/config.js';
import { CONTENT_TYPES } from '#shared/types/content.js';
import { SCALAR_FILTER_TYPES, TEXT_FILTER_TYPES } from '#shared/types/grid.js';
import { SEARCH_TYPES } from '#shared/types/search.js';
import { NO_LIMITS, startProxy, startUpstream, type ServiceProcess } from '../system.js';
import { envNumber, siteToken } from './harness.js';
import { checkHtmlAnswer } from './html-checks.js';

const RUNS = Math.round(envNumber('FUZZ_RUNS', 150));
const TIME_MS = envNumber('FUZZ_TIME_S', 15) * 1000;
const NAUGHTY_STEP = Math.round(envNumber('FUZZ_NAUGHTY_STEP', 1));
const NAUGHTY = naughty.filter((_, i) => i % NAUGHTY_STEP === 0);

let upstream: ServiceProcess;
let proxy: ServiceProcess;
let siteBearer: string;
let upstreamBearer: string;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });
/** Answers by property and status, printed at the end (the figures of docs/reliability.md). */
const tally: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  upstream = await startUpstream({ DOCUMENT_COUNT: '5000' });
  proxy = await startProxy(upstream.url, NO_LIMITS);
  siteBearer = `Bearer ${await siteToken(proxy.url)}`;
  const basic = Buffer.from(
    `${COMMON_ENV.UPSTREAM_CLIENT_ID.default}:${COMMON_ENV.UPSTREAM_CLIENT_SECRET.default}`,
  ).toString('base64');
  const res = await fetch(`${upstream.url}/rest/tokenservice/token?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${basic}` },
  });
  const body = (await res.json()) as { response: { access_token: string } };
  upstreamBearer = `Bearer ${body.response.access_token}`;
});
afterAll(async () => {
  agent.destroy();
  console.log(
    `fuzz: ${RUNS} runs a property, ${NAUGHTY.length} naughty strings, ${retriedOverload} ` +
      `retries after a load-shedding 503; answers by status:\n` +
      Object.entries(tally)
        .map(([what, statuses]) => `  ${what}: ${JSON.stringify(statuses)}`)
        .join('\n'),
  );
  await Promise.all([proxy.stop(), upstream.stop()]);
});

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * One request with the target and headers exactly as given (no normalization, no encoding). A
 * designed load-shedding 503 ('overloaded': the machine is shared and the event loop lagged) is
 * retried after a pause, at most 5 times, so that every input reaches the code under test.
 */
async function send(
  base: string,
  options: { method?: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await sendOnce(base, options);
    if (attempt === 5 || answer.status !== 503 || !answer.body.includes('"overloaded"'))
      return answer;
    retriedOverload++;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
let retriedOverload = 0;

function sendOnce(
  base: string,
  options: { method?: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.target,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            for (const value of [v ?? []].flat()) headers.append(k, value);
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString() });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Designed 5xx answers of the proxy (issue 5): upstream trouble, breaker, load shedding. */
const DESIGNED_5XX: Record<number, string[]> = {
  502: ['upstream_unavailable', 'upstream_token', 'upstream_unauthorized'],
  503: ['upstream_circuit_open', 'overloaded'],
  504: ['upstream_timeout'],
};

/** How many times `needle` occurs in `hay`, without overlaps. */
const occurrences = (hay: string, needle: string) => hay.split(needle).length - 1;

/**
 * Problems of an answer to `inputs`; counted under `what`. An input with a `<` is reflected
 * unescaped when the answer holds it more often than `baseline`, the same page asked for with a
 * neutral input (default: none): a lone `<` or `</p>` is in every page's own markup.
 */
function problemsOf(
  what: string,
  answer: Answer,
  inputs: string[],
  { upstreamAnswer = false, baseline }: { upstreamAnswer?: boolean; baseline?: Answer } = {},
) {
  let error: unknown;
  if (answer.status >= 500) {
    try {
      error = (JSON.parse(answer.body) as { error?: unknown }).error;
    } catch {
      error = undefined;
    }
  }
  const key = typeof error === 'string' ? `${answer.status} ${error}` : String(answer.status);
  const byStatus = (tally[what] ??= {});
  byStatus[key] = (byStatus[key] ?? 0) + 1;
  const problems: string[] = [];
  if (answer.status >= 500) {
    const designed = !upstreamAnswer && (DESIGNED_5XX[answer.status] ?? []).includes(String(error));
    if (!designed) problems.push(`${answer.status}: ${answer.body.slice(0, 160)}`);
  }
  if (answer.headers.get('content-type')?.startsWith('text/html')) {
    problems.push(...checkHtmlAnswer(answer.headers, answer.body));
    // A baseline of another status is another page: it proves nothing.
    const ownMarkup = baseline?.status === answer.status ? baseline.body : '';
    for (const input of inputs)
      if (input.includes('<') && occurrences(answer.body, input) > occurrences(ownMarkup, input))
        problems.push(`reflected unescaped: ${input.slice(0, 60)}`);
  }
  return problems;
}

/** Lone surrogates (which no URL or header can carry) replaced by U+FFFD. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
/** Every character percent-encoded as in a link. */
const encodeFull = (s: string) => encodeURIComponent(wellFormed(s));
/** Only what HTTP cannot carry is encoded: `<`, `"`, `'`, `%` (broken escapes) go raw. */
const encodeLight = (s: string) =>
  wellFormed(s).replace(/[^\x21-\x7e]|[#?]/gu, (c) => encodeURIComponent(c));
/** A header value HTTP can carry (Node refuses control characters). */
const headerSafe = (s: string) =>
  wellFormed(s).replace(/[^\x20-\x7e]/gu, (c) => encodeURIComponent(c));
/** Forms a decoded path or query may take on the server. */
function decodedForms(s: string, encoded: string): string[] {
  let decoded = s;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    // broken escapes stay as sent
  }
  return [s, decoded, decoded.replace(/_/g, ' ')];
}

const XSS_FRAGMENTS = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  'javascript:alert(1)',
  '</title><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '\u2028\u2029',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  '__proto__',
];
const text = fc.oneof(
  fc.constantFrom(...XSS_FRAGMENTS),
  fc.constantFrom(...naughty),
  fc
    .array(fc.oneof(fc.constantFrom(...XSS_FRAGMENTS), fc.string({ maxLength: 8 })), {
      maxLength: 4,
    })
    .map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 260 }),
);

const PAGE_TARGETS: ((e: string) => string)[] = [
  (e) => `/es/bmv/glosario/${e}`,
  (e) => `/en/bmv/glossary/${e}`,
  (e) => `/${e}`,
  (e) => `/es/${e}`,
  (e) => `/es/bmv/glosario?q=${e}`,
  (e) => `/es/bmv/glosario?letra=${e}&q=${e}`,
  (e) => `/en/bmv/glossary?letter=${e}`,
];

const COLUMN_IDS = ['_source.cve_emisora', '_source.fecha_recepcion', '_source.tipo_valor', 'x'];
const filterCondition = fc.record(
  {
    filterType: fc.constantFrom('text', 'number', 'date', 'set', 'x'),
    type: fc.constantFrom(...TEXT_FILTER_TYPES, ...SCALAR_FILTER_TYPES, 'zzz'),
    filter: fc.oneof(text, fc.double(), fc.integer(), fc.constant(null)),
    filterTo: fc.oneof(fc.double(), fc.integer(), fc.constant(null)),
    dateFrom: fc.oneof(text, fc.constant('2026-01-31 00:00:00'), fc.constant(null)),
    dateTo: fc.oneof(text, fc.constant('2026-13-45 99:99:99')),
    operator: fc.constantFrom('AND', 'OR', 'XOR'),
  },
  { requiredKeys: [] },
);
const gridRequest = fc.record(
  {
    startRow: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
    endRow: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
    sortModel: fc.oneof(
      fc.array(
        fc.record({
          colId: fc.oneof(fc.constantFrom(...COLUMN_IDS), text),
          sort: fc.oneof(fc.constantFrom('asc', 'desc'), text),
        }),
        { maxLength: 4 },
      ),
      fc.jsonValue(),
    ),
    filterModel: fc.oneof(
      fc.dictionary(
        fc.oneof(fc.constantFrom(...COLUMN_IDS), text),
        fc.oneof(
          filterCondition,
          filterCondition.map((c) => ({ ...c, conditions: [c, c] })),
          fc.jsonValue(),
        ),
        { maxKeys: 3 },
      ),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: [] },
);
const requestJson = fc.oneof(
  text,
  fc.json(),
  gridRequest.map((g) => JSON.stringify(g)),
);
const searchBody = fc.record(
  {
    lang: fc.oneof(fc.constantFrom('es', 'en'), text),
    payload: fc.record({
      term: text,
      term2: text,
      termT: text,
      searchType: fc.oneof(fc.constantFrom(...SEARCH_TYPES), text),
    }),
    requestJson,
  },
  { requiredKeys: ['lang', 'payload'] },
);
const contentBody = fc.record({
  lang: fc.oneof(fc.constantFrom('es', 'en'), text),
  payload: fc.record({ term: text, type: fc.oneof(fc.constantFrom(...CONTENT_TYPES), text) }),
});

/** Runs a property against the running system within the bounds. */
async function check<T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<string[]>) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      expect(await run(value)).toEqual([]);
    }),
    { numRuns: RUNS, interruptAfterTimeLimit: TIME_MS, markInterruptAsFailure: false },
  );
}

const postJson = (
  base: string,
  path: string,
  auth: string,
  body: string,
  type = 'application/json',
) =>
  send(base, {
    method: 'POST',
    target: path,
    headers: { authorization: auth, 'content-type': type },
    body,
  });

/** The page of `target` asked for with a neutral input (an unknown term, letter, query), once. */
const neutralAnswers = new Map<string, Promise<Answer>>();
function neutralAnswer(target: (e: string) => string): Promise<Answer> {
  const url = target('zzzz');
  let answer = neutralAnswers.get(url);
  if (!answer) {
    answer = send(proxy.url, { target: url });
    neutralAnswers.set(url, answer);
  }
  return answer;
}

describe('proxy: pages', () => {
  it('the reflection check finds an input added to the page, not the markup every page has', () => {
    const page = (body: string): Answer => ({
      status: 404,
      headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }),
      body: `<!doctype html><html><body><p>Página no encontrada</p>${body}</body></html>`,
    });
    const baseline = page('<p>zzzz</p>');
    const reflections = (answer: Answer, inputs: string[], against: Answer) =>
      problemsOf('self-check', answer, inputs, { baseline: against }).filter((p) =>
        p.startsWith('reflected'),
      );
    // `</p>` is as often in the page as in the baseline: the page's own markup.
    expect(reflections(page('<p><b>x</p>'), ['<b>x', '<', '</p>'], baseline)).toEqual([
      'reflected unescaped: <b>x',
      'reflected unescaped: <',
    ]);
    const escaped = page('<p>&lt;b&gt;x</p>');
    expect(reflections(escaped, ['<b>x', '<', '</p>'], baseline)).toEqual([]);
    // Without a baseline of the same page, any occurrence counts.
    expect(reflections(escaped, ['<'], { ...baseline, status: 200 })).toEqual([
      'reflected unescaped: <',
    ]);
    // Not an answer of the system: left out of the printed tally.
    delete tally['self-check'];
  });

  it('URL paths and query strings: no failure, no unescaped reflection, the CSP kept', async () => {
    await check(
      fc.tuple(text, fc.constantFrom(...PAGE_TARGETS), fc.boolean()),
      async ([s, target, light]) => {
        const encoded = light ? encodeLight(s) : encodeFull(s);
        const answer = await send(proxy.url, { target: target(encoded) });
        return problemsOf('pages: path and query', answer, decodedForms(s, encoded), {
          baseline: await neutralAnswer(target),
        });
      },
    );
  });

  it('cookies (site token, language): no failure, no reflection, no cookie echoed back', async () => {
    const baseline = await neutralAnswer(() => '/es/bmv/glosario');
    await check(fc.tuple(text, text), async ([token, lang]) => {
      const answer = await send(proxy.url, {
        target: '/es/bmv/glosario',
        headers: { cookie: `bolsa_token=${headerSafe(token)}; bolsa_lang=${headerSafe(lang)}` },
      });
      const problems = problemsOf('pages: cookies', answer, [token, lang, headerSafe(lang)], {
        baseline,
      });
      for (const cookie of answer.headers.getSetCookie())
        if (cookie.startsWith('bolsa_lang=') && !/^bolsa_lang=(es|en);/.test(cookie))
          problems.push(`language cookie set to ${cookie.slice(0, 40)}`);
      return problems;
    });
  });

  it('the naughty strings as term pages and glossary text: no failure, no reflection', async () => {
    const problems: string[] = [];
    for (const s of NAUGHTY) {
      for (const target of [
        `/es/bmv/glosario/${encodeFull(s)}`,
        `/es/bmv/glosario?q=${encodeFull(s)}`,
      ]) {
        const answer = await send(proxy.url, { target });
        problems.push(...problemsOf('pages: naughty strings', answer, [s]));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('proxy: API', () => {
  it('search bodies with any terms, search types and requestJson: 400 or an answer, never a failure', async () => {
    await check(searchBody, async (body) => {
      const answer = await postJson(proxy.url, '/api/search', siteBearer, JSON.stringify(body));
      return problemsOf('api: search bodies', answer, []);
    });
  });

  it('content bodies with any terms and types', async () => {
    await check(contentBody, async (body) => {
      const answer = await postJson(proxy.url, '/api/content', siteBearer, JSON.stringify(body));
      return problemsOf('api: content bodies', answer, []);
    });
  });

  it('any JSON value, any text, any content type as the body', async () => {
    await check(
      fc.tuple(
        fc.oneof(fc.json(), text),
        fc.constantFrom('/api/search', '/api/content', '/api/token'),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ),
      ),
      async ([body, path, type]) => {
        const answer = await postJson(proxy.url, path, siteBearer, body, type);
        return problemsOf('api: raw bodies', answer, []);
      },
    );
  });

  it('any Authorization header: 401, never a failure', async () => {
    await check(text, async (s) => {
      const answer = await postJson(
        proxy.url,
        '/api/search',
        headerSafe(`Bearer ${s}`),
        JSON.stringify({
          lang: 'es',
          payload: { term: 'a', term2: '', termT: 'a', searchType: 'busquedaPanel' },
        }),
      );
      const problems = problemsOf('api: authorization', answer, []);
      if (answer.status !== 401) problems.push(`answered ${answer.status} to a forged token`);
      return problems;
    });
  });

  it('the naughty strings as panel terms, content terms and requestJson', async () => {
    const problems: string[] = [];
    for (const s of NAUGHTY) {
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
        const answer = await postJson(proxy.url, path, siteBearer, JSON.stringify(body));
        problems.push(...problemsOf('api: naughty strings', answer, []));
      }
    }
    expect(problems).toEqual([]);
  });
});

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
  it('both processes still run, answer /healthz and logged no error', async () => {
    for (const service of [proxy, upstream]) {
      expect(service.child.exitCode).toBeNull();
      expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
      const errors = service.logs
        .join('')
        .split('\n')
        .filter((l) => /"level":(50|60)/.test(l));
      expect(errors).toEqual([]);
    }
  });
});
