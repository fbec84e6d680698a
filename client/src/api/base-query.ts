/**
 * Every endpoint's base query: the site token, HTTP_TIMEOUT_MS, and on a 401 one refresh for all
 * parallel calls (a mutex per store) and one retry (docs/token-flow.md, section 4).
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { HTTP_TIMEOUT_MS } from '#shared/constants.js';
import type { Lang } from '#shared/types/common.js';
import type { TokenState } from '../app/token-slice.js';
import { refreshSiteToken } from './site-token.js';
import type { ApiThunkExtra } from './thunk-extra.js';
import type { ServiceName, TransportResult } from './transport.js';

/** The reason a call is aborted with when it takes longer than HTTP_TIMEOUT_MS. */
const TIMED_OUT = new DOMException('The request timed out', 'TimeoutError');

export interface ApiArgs {
  service: ServiceName;
  body: unknown;
}

export interface ApiExtraOptions {
  retryDelayMs?: number;
}

export interface ApiError {
  /** HTTP status, or a label when there was no HTTP answer. */
  status: number | 'TIMEOUT_ERROR' | 'FETCH_ERROR' | 'TOKEN_ERROR' | 'SEARCH_ERROR';
  /** The error body's message(s), for the error states that show the detail. */
  messages: string[];
}

/**
 * An RTK Query error's detail for an error state: the answer's messages, never a script error's.
 */
export function errorMessages(error: unknown): string[] {
  const messages = (error as Partial<ApiError> | null | undefined)?.messages;
  return Array.isArray(messages)
    ? messages.filter((m): m is string => typeof m === 'string' && m !== '')
    : [];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An error answer's messages: a proxy code's text in the page's language (loaded with the first
 * error: no page needs it to start), else the body's `message`, `mensaje` and `messages`.
 */
async function messagesOf(body: unknown, lang: Lang): Promise<string[]> {
  if (typeof body !== 'object' || body === null) return [];
  const b = body as Record<string, unknown>;
  if (typeof b.error === 'string') {
    const known = await import('#shared/api-errors.js').then(
      ({ apiErrorText }) => apiErrorText(b.error, lang),
      () => null,
    );
    if (known !== null) return [known];
  }
  const list: unknown[] = [
    b.message,
    b.mensaje,
    ...(Array.isArray(b.messages) ? (b.messages as unknown[]) : []),
  ];
  return list.filter((m): m is string => typeof m === 'string' && m.length > 0);
}

function isSearchFailure(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const response = (body as Record<string, unknown>).response;
  return response === '' || response === undefined || response === null;
}

export const baseQueryWithReauth: BaseQueryFn<
  ApiArgs,
  unknown,
  ApiError,
  ApiExtraOptions | undefined
> = async (args, api, extraOptions) => {
  const { transport, tokenMutex } = api.extra as ApiThunkExtra;
  const tokenOf = () => (api.getState() as { token: TokenState }).token.accessToken;
  const langOf = () => (api.getState() as { token: TokenState }).token.lang;

  const refresh = () => refreshSiteToken(api);

  // Aborted after HTTP_TIMEOUT_MS or with the query. Not `AbortSignal.timeout`: it cannot be
  // cleared, and its pending timer would keep the signals (and the server request's store) alive.
  const send = async (token: string | null): Promise<TransportResult | 'timeout'> => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort(TIMED_OUT);
    }, HTTP_TIMEOUT_MS);
    const abort = () => {
      controller.abort(api.signal.reason);
    };
    if (api.signal.aborted) abort();
    else api.signal.addEventListener('abort', abort, { once: true });
    try {
      return await transport.call(args.service, args.body, token, controller.signal);
    } catch {
      return controller.signal.reason === TIMED_OUT ? 'timeout' : { status: 0, body: null };
    } finally {
      clearTimeout(timer);
      api.signal.removeEventListener('abort', abort);
    }
  };

  await tokenMutex.waitForUnlock();
  let token = tokenOf();
  if (!token && transport.needsToken) token = await refresh();
  let result = await send(token);
  if (result !== 'timeout' && result.status === 401) {
    const fresh = await refresh();
    if (!fresh)
      return { error: { status: 'TOKEN_ERROR', messages: ['Error al recuperar el token'] } };
    if (extraOptions?.retryDelayMs) await sleep(extraOptions.retryDelayMs);
    result = await send(fresh);
    if (result !== 'timeout' && result.status === 401)
      console.warn('retry after token refresh failed');
  }
  if (result === 'timeout') return { error: { status: 'TIMEOUT_ERROR', messages: ['timeout'] } };
  if (result.status === 0) return { error: { status: 'FETCH_ERROR', messages: ['network error'] } };
  if (result.status !== 200)
    return { error: { status: result.status, messages: await messagesOf(result.body, langOf()) } };
  // A search answer with an empty `response` is an error; `mensaje` says why (specification §7).
  if (args.service === 'search' && isSearchFailure(result.body))
    return { error: { status: 'SEARCH_ERROR', messages: await messagesOf(result.body, langOf()) } };
  return { data: result.body };
};
