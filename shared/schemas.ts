/**
 * JSON schemas of the shared contract's request bodies and answer envelopes (`shared/types/`):
 * the proxy validates requests and the upstream's answers, the reference upstream its requests.
 */
import { REQUEST_JSON_MAX_BYTES, SEARCH_TERM_MAX_LENGTH } from './constants.js';
import { LANGS } from './types/common.js';
import { CONTENT_TYPES } from './types/content.js';
import { SEARCH_TYPES } from './types/search.js';

const term = { type: 'string', maxLength: SEARCH_TERM_MAX_LENGTH } as const;

/**
 * A request body: `lang` and a `payload` of exactly the fields given, each required, plus any
 * `extra` top-level properties (optional).
 */
const requestSchema = (payload: Record<string, object>, extra: Record<string, object> = {}) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['lang', 'payload'],
    properties: {
      lang: { enum: [...LANGS] },
      payload: {
        type: 'object',
        additionalProperties: false,
        required: Object.keys(payload),
        properties: payload,
      },
      ...extra,
    },
  }) as const;

export const contentRequestSchema = requestSchema({ term, type: { enum: [...CONTENT_TYPES] } });

export const searchRequestSchema = requestSchema(
  { term, term2: term, termT: term, searchType: { enum: [...SEARCH_TYPES] } },
  // Characters, not bytes: a byte limit is checked where the string is parsed.
  { requestJson: { type: 'string', maxLength: REQUEST_JSON_MAX_BYTES } },
);

/** `ContentResponse`: the envelope; `data` is read defensively by the client. */
export const contentResponseSchema = {
  type: 'object',
  // A failure may come without `response`: its messages are still shown (specification §7).
  required: ['status'],
  properties: {
    status: { type: 'boolean' },
    messages: { type: 'array', items: { type: 'string' } },
    response: {
      type: 'object',
      required: ['data'],
      properties: { data: { type: ['object', 'null'] } },
    },
  },
} as const;

/** `SearchResponse`: `response` is an object, or '' on error with `mensaje` saying why. */
export const searchResponseSchema = {
  type: 'object',
  required: ['response'],
  properties: {
    response: { anyOf: [{ type: 'object' }, { const: '' }] },
    mensaje: { type: 'string' },
  },
} as const;
