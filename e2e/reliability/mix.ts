/**
 * The request mix of `test:load`: what many visitors of the site ask at once, drawn at random with
 * weights (server-rendered glossary and term pages, site tokens, panel searches, grid pages with a
 * `requestJson` paging request, content calls of client-side navigation).
 */
import type { AutocannonRequest } from 'autocannon';
import { encodePathTerm } from '#shared/path-term.js';
import { gridRequest, gridSearch, PANEL_TERMS, panelSearch, postApi } from './harness.js';

export const browserHeaders = (token: string) => ({
  accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'es-MX,es;q=0.9,en;q=0.8',
  cookie: `bolsa_token=${token}`,
});

/** Titles of glossary terms in both languages, read through the proxy as the client reads them. */
export async function glossaryTitles(baseUrl: string, token: string) {
  const titles: Record<'es' | 'en', string[]> = { es: [], en: [] };
  for (const lang of ['es', 'en'] as const) {
    const res = await postApi(baseUrl, '/api/content', token, {
      lang,
      payload: { term: '', type: 'page.glosario' },
    });
    const body = res.body as {
      response?: { data?: { pageGlosarioLandings?: { title: string }[] } };
    };
    titles[lang] = (body.response?.data?.pageGlosarioLandings ?? []).map((l) => l.title);
    if (titles[lang].length === 0) throw new Error(`no glossary titles in ${lang} (${res.status})`);
  }
  return titles;
}

/** One panel search through the proxy as autocannon sends it (with `extra` fields such as a hook). */
export const panelSearchRequest = (
  token: string,
  extra: Partial<AutocannonRequest> = {},
): AutocannonRequest => ({
  method: 'POST',
  path: '/api/search',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(panelSearch('amx')),
  ...extra,
});

/** The kinds of request of the mix, with their weights in percent. */
export const MIX_WEIGHTS = {
  'glossary page es': 5,
  'glossary page en': 5,
  'term page es': 10,
  'term page en': 5,
  'POST /api/token': 10,
  'panel search': 25,
  'instruments grid': 10,
  'documents grid': 10,
  'content: term': 15,
  'content: glossary': 5,
} as const;
export type MixKind = keyof typeof MIX_WEIGHTS;

/** What a kind of request got while a mix ran: requests sent, answers by status, latencies. */
export interface KindStats {
  sent: number;
  statuses: Record<string, number>;
  /** Non-2xx answers by status and the `error` code of their JSON body ('503 overloaded'). */
  errorCodes: Record<string, number>;
  latenciesMs: number[];
}

/** '503 overloaded': a non-2xx answer's status and the `error` field of its JSON body, if any. */
export function errorCodeOf(status: number, body: unknown): string {
  let code = '';
  if (typeof body === 'string' && body.startsWith('{')) {
    try {
      const parsed = JSON.parse(body) as { error?: unknown };
      if (typeof parsed.error === 'string') code = parsed.error;
    } catch {
      code = 'not JSON';
    }
  }
  return code ? `${String(status)} ${code}` : String(status);
}

/** Every kind's error codes added up. */
export function errorCodesOf(stats: MixStatuses): Record<string, number> {
  const all: Record<string, number> = {};
  for (const kind of Object.values(stats))
    for (const [code, n] of Object.entries(kind.errorCodes)) all[code] = (all[code] ?? 0) + n;
  return all;
}
export type MixStatuses = Partial<Record<MixKind, KindStats>>;

/** Per kind: sent, answered by status, unanswered (timed out or cut by the end), p50 and p99. */
export function summarizeMix(stats: MixStatuses) {
  const at = (sorted: number[], q: number) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)
      : null;
  return Object.fromEntries(
    Object.entries(stats).map(([kind, s]) => {
      const sorted = [...s.latenciesMs].sort((a, b) => a - b);
      return [
        kind,
        {
          sent: s.sent,
          statuses: s.statuses,
          errorCodes: s.errorCodes,
          unanswered: s.sent - sorted.length,
          p50Ms: at(sorted, 0.5),
          p99Ms: at(sorted, 0.99),
        },
      ];
    }),
  );
}

/** The shapes of the mix's requests that take a glossary title: built once here for both uses. */
function requestBuilders(token: string) {
  const headers = browserHeaders(token);
  const api = { ...headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const page = (url: string): AutocannonRequest => ({ method: 'GET', path: url, headers });
  const post = (url: string, body: unknown): AutocannonRequest => ({
    method: 'POST',
    path: url,
    headers: api,
    body: JSON.stringify(body),
  });
  return {
    page,
    post,
    termPage: (lang: 'es' | 'en', title: string) =>
      page(`/${lang}/bmv/${lang === 'es' ? 'glosario' : 'glossary'}/${encodePathTerm(title)}`),
    contentTerm: (title: string) =>
      post('/api/content', { lang: 'es', payload: { term: title, type: 'page.glosario.landing' } }),
  };
}

/**
 * Every request of the mix that names a glossary term, once each: the term pages in both languages
 * and the content calls. Sent before the repeated runs, they bring the proxy's bounded caches
 * (content answers, sanitized HTML) to the size the mix keeps them at, so that the memory measured
 * from the first to the last run is what the runs leave behind, not those caches filling up.
 */
export function everyTermRequest(
  token: string,
  titles: Record<'es' | 'en', string[]>,
): AutocannonRequest[] {
  const build = requestBuilders(token);
  return [
    ...titles.es.map((t) => build.termPage('es', t)),
    ...titles.en.map((t) => build.termPage('en', t)),
    ...titles.es.map((t) => build.contentTerm(t)),
  ];
}

/**
 * The mix of many visitors: each request is drawn at random with the weights of `MIX_WEIGHTS`, so
 * the connections do not move in step through the heavy pages; terms, pages and sorts vary. Each
 * answer is counted by kind and status into `statuses`.
 */
export function visitorMix(
  token: string,
  titles: Record<'es' | 'en', string[]>,
  statuses: MixStatuses,
): AutocannonRequest[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  const { page, post, termPage, contentTerm } = requestBuilders(token);
  const make: Record<MixKind, () => AutocannonRequest> = {
    'glossary page es': () =>
      page(`/es/bmv/glosario${pick(['', '?letra=B', '?letra=M', '?q=bono'])}`),
    'glossary page en': () => page(`/en/bmv/glossary${pick(['', '?letter=C', '?q=share'])}`),
    'term page es': () => termPage('es', pick(titles.es)),
    'term page en': () => termPage('en', pick(titles.en)),
    'POST /api/token': () => ({
      method: 'POST',
      path: '/api/token',
      headers: { accept: 'application/json' },
    }),
    'panel search': () =>
      post('/api/search', panelSearch(pick(PANEL_TERMS), pick(['es', 'en'] as const))),
    'instruments grid': () =>
      post(
        '/api/search',
        gridSearch(pick(PANEL_TERMS), 'busquedaInstrumentos', gridRequest(pick([0, 0, 1]))),
      ),
    'documents grid': () =>
      post(
        '/api/search',
        gridSearch(
          pick(PANEL_TERMS),
          'busquedaDocumentosPorInstrumentos',
          gridRequest(pick([0, 1, 2, 3]), {
            colId: '_source.fecha_recepcion',
            sort: pick(['asc', 'desc'] as const),
          }),
        ),
      ),
    'content: term': () => contentTerm(pick(titles.es)),
    'content: glossary': () =>
      post('/api/content', {
        lang: pick(['es', 'en']),
        payload: { term: '', type: 'page.glosario' },
      }),
  };
  const kinds = Object.entries(MIX_WEIGHTS) as [MixKind, number][];
  const total = kinds.reduce((sum, [, w]) => sum + w, 0);
  const draw = (): MixKind => {
    let r = Math.random() * total;
    for (const [kind, w] of kinds) {
      r -= w;
      if (r < 0) return kind;
    }
    return 'panel search';
  };
  return [
    {
      method: 'GET',
      path: '/',
      // autocannon sends one request at a time per connection: the context remembers its kind.
      // The drawn request keeps autocannon's own fields (host and port make the Host header).
      setupRequest: (req, context) => {
        const kind = draw();
        context.kind = kind;
        context.sentAt = performance.now();
        (statuses[kind] ??= { sent: 0, statuses: {}, errorCodes: {}, latenciesMs: [] }).sent++;
        return { ...req, ...make[kind]() };
      },
      onResponse: (status, body, context) => {
        const kind = context.kind as MixKind;
        const stats = (statuses[kind] ??= {
          sent: 0,
          statuses: {},
          errorCodes: {},
          latenciesMs: [],
        });
        stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
        if (status >= 300) {
          const code = errorCodeOf(status, body);
          stats.errorCodes[code] = (stats.errorCodes[code] ?? 0) + 1;
        }
        stats.latenciesMs.push(performance.now() - (context.sentAt as number));
      },
    },
  ];
}
