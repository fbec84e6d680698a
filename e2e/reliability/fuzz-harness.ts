/**
 * What the fuzz files share (`npm run test:fuzz`: fuzz-*.test.ts with `xss.test.ts`): the started
 * system, the requests, the checks of an answer and the arbitraries.
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

export const RUNS = Math.round(envNumber('FUZZ_RUNS', 150));
export const TIME_MS = envNumber('FUZZ_TIME_S', 15) * 1000;
export const NAUGHTY_STEP = Math.round(envNumber('FUZZ_NAUGHTY_STEP', 1));
export const NAUGHTY = naughty.filter((_, i) => i % NAUGHTY_STEP === 0);

export let upstream: ServiceProcess;
export let proxy: ServiceProcess;
export let siteBearer: string;
export let upstreamBearer: string;
export const agent = new Agent({ keepAlive: true, maxSockets: 4 });
/** Answers by property and status, printed at the end (the figures of docs/reliability.md). */
export const tally: Record<string, Record<string, number>> = {};

/**
 * Starts the built upstream and proxy for a fuzz file and stops them after it, printing the
 * tally of answers (the figures of docs/reliability.md).
 */
export function useFuzzedSystem(): void {
  beforeAll(async () => {
    upstream = await startUpstream({ DOCUMENT_COUNT: '5000' });
    proxy = await startProxy(upstream.url, NO_LIMITS);
    siteBearer = `Bearer ${await siteToken(proxy.url)}`;
    const basic = Buffer.from(
      `${COMMON_ENV.UPSTREAM_CLIENT_ID.default}:${COMMON_ENV.UPSTREAM_CLIENT_SECRET.default}`,
    ).toString('base64');
    const res = await fetch(
      `${upstream.url}/rest/tokenservice/token?grant_type=client_credentials`,
      {
        headers: { authorization: `Basic ${basic}` },
      },
    );
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
}

/** The invariant every fuzz file ends with: both processes still run and logged no error. */
export async function expectBothStillRunning(): Promise<void> {
  for (const service of [proxy, upstream]) {
    expect(service.child.exitCode).toBeNull();
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    const errors = service.logs
      .join('')
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l));
    expect(errors).toEqual([]);
  }
}

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * One request with the target and headers exactly as given (no normalization, no encoding). A
 * designed load-shedding 503 ('overloaded': the machine is shared and the event loop lagged) is
 * retried after a pause, at most 5 times, so that every input reaches the code under test.
 */
export async function send(
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
export let retriedOverload = 0;

export function sendOnce(
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
export const DESIGNED_5XX: Record<number, string[]> = {
  502: ['upstream_unavailable', 'upstream_token', 'upstream_unauthorized'],
  503: ['upstream_circuit_open', 'overloaded'],
  504: ['upstream_timeout'],
};

/** How many times `needle` occurs in `hay`, without overlaps. */
export const occurrences = (hay: string, needle: string) => hay.split(needle).length - 1;

/**
 * Problems of an answer to `inputs`; counted under `what`. An input with a `<` is reflected
 * unescaped when the answer holds it more often than `baseline`, the same page asked for with a
 * neutral input (default: none): a lone `<` or `</p>` is in every page's own markup.
 */
export function problemsOf(
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
export const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
/** Every character percent-encoded as in a link. */
export const encodeFull = (s: string) => encodeURIComponent(wellFormed(s));
/** Only what HTTP cannot carry is encoded: `<`, `"`, `'`, `%` (broken escapes) go raw. */
export const encodeLight = (s: string) =>
  wellFormed(s).replace(/[^\x21-\x7e]|[#?]/gu, (c) => encodeURIComponent(c));
/** A header value HTTP can carry (Node refuses control characters). */
export const headerSafe = (s: string) =>
  wellFormed(s).replace(/[^\x20-\x7e]/gu, (c) => encodeURIComponent(c));
/** Forms a decoded path or query may take on the server. */
export function decodedForms(s: string, encoded: string): string[] {
  let decoded = s;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    // broken escapes stay as sent
  }
  return [s, decoded, decoded.replace(/_/g, ' ')];
}

export const XSS_FRAGMENTS = [
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
export const text = fc.oneof(
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

export const PAGE_TARGETS: ((e: string) => string)[] = [
  (e) => `/es/bmv/glosario/${e}`,
  (e) => `/en/bmv/glossary/${e}`,
  (e) => `/${e}`,
  (e) => `/es/${e}`,
  (e) => `/es/bmv/glosario?q=${e}`,
  (e) => `/es/bmv/glosario?letra=${e}&q=${e}`,
  (e) => `/en/bmv/glossary?letter=${e}`,
];

export const COLUMN_IDS = [
  '_source.cve_emisora',
  '_source.fecha_recepcion',
  '_source.tipo_valor',
  'x',
];
export const filterCondition = fc.record(
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
export const gridRequest = fc.record(
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
export const requestJson = fc.oneof(
  text,
  fc.json(),
  gridRequest.map((g) => JSON.stringify(g)),
);
export const searchBody = fc.record(
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
export const contentBody = fc.record({
  lang: fc.oneof(fc.constantFrom('es', 'en'), text),
  payload: fc.record({ term: text, type: fc.oneof(fc.constantFrom(...CONTENT_TYPES), text) }),
});

/** Runs a property against the running system within the bounds. */
export async function check<T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<string[]>) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      expect(await run(value)).toEqual([]);
    }),
    { numRuns: RUNS, interruptAfterTimeLimit: TIME_MS, markInterruptAsFailure: false },
  );
}

export const postJson = (
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
export const neutralAnswers = new Map<string, Promise<Answer>>();
export function neutralAnswer(target: (e: string) => string): Promise<Answer> {
  const url = target('zzzz');
  let answer = neutralAnswers.get(url);
  if (!answer) {
    answer = send(proxy.url, { target: url });
    neutralAnswers.set(url, answer);
  }
  return answer;
}
