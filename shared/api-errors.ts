/**
 * The proxy's own error codes: the only errors a browser receives (whatever an upstream said stays
 * in the proxy's log). Each has the text the client shows, in both languages.
 */
import type { Lang } from './types/common.js';

export const API_ERROR_TEXTS = {
  bad_request: { es: 'La solicitud no es válida.', en: 'The request is not valid.' },
  too_large: { es: 'La solicitud es demasiado grande.', en: 'The request is too large.' },
  unauthorized: {
    es: 'La sesión caducó; vuelva a intentarlo.',
    en: 'Your session expired; please try again.',
  },
  not_found: { es: 'No se encontró.', en: 'Not found.' },
  rate_limited: {
    es: 'Demasiadas solicitudes; espere un momento.',
    en: 'Too many requests; please wait a moment.',
  },
  too_many_connections: {
    es: 'Demasiadas conexiones abiertas; espere un momento.',
    en: 'Too many open connections; please wait a moment.',
  },
  timeout: { es: 'La solicitud tardó demasiado.', en: 'The request took too long.' },
  overloaded: {
    es: 'El sitio está muy ocupado; inténtelo en unos segundos.',
    en: 'The site is very busy; try again in a few seconds.',
  },
  internal: { es: 'Error interno del sitio.', en: 'Internal site error.' },
  upstream_timeout: {
    es: 'El servicio no respondió a tiempo.',
    en: 'The service did not answer in time.',
  },
  upstream_unavailable: {
    es: 'El servicio no está disponible.',
    en: 'The service is unavailable.',
  },
  upstream_circuit_open: {
    es: 'El servicio está fallando; inténtelo en breve.',
    en: 'The service is failing; try again shortly.',
  },
  upstream_token: {
    es: 'No se pudo acceder al servicio.',
    en: 'The service could not be reached.',
  },
  upstream_unauthorized: {
    es: 'El servicio rechazó el acceso del sitio.',
    en: 'The service refused the site’s access.',
  },
  upstream_rejected: {
    es: 'El servicio rechazó la solicitud.',
    en: 'The service refused the request.',
  },
  upstream_busy: {
    es: 'El servicio está ocupado; inténtelo en breve.',
    en: 'The service is busy; try again shortly.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type ApiErrorCode = keyof typeof API_ERROR_TEXTS;

/** The text of a proxy error code in `lang`, or null for anything else. */
export function apiErrorText(code: unknown, lang: Lang): string | null {
  return typeof code === 'string' && Object.hasOwn(API_ERROR_TEXTS, code)
    ? API_ERROR_TEXTS[code as ApiErrorCode][lang]
    : null;
}
