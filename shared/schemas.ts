/**
 * JSON schemas of the request bodies, built from the shared contract (types in `shared/types/`).
 * The proxy validates with them before forwarding, the reference upstream before answering.
 */
import { REQUEST_JSON_MAX_BYTES, SEARCH_TERM_MAX_LENGTH } from './constants.js';
import { LANGS } from './types/common.js';
import { CONTENT_TYPES } from './types/content.js';
import { SEARCH_TYPES } from './types/search.js';

const term = { type: 'string', maxLength: SEARCH_TERM_MAX_LENGTH } as const;

export const contentRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lang', 'payload'],
  properties: {
    lang: { enum: [...LANGS] },
    payload: {
      type: 'object',
      additionalProperties: false,
      required: ['term', 'type'],
      properties: { term, type: { enum: [...CONTENT_TYPES] } },
    },
  },
} as const;

export const searchRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lang', 'payload'],
  properties: {
    lang: { enum: [...LANGS] },
    payload: {
      type: 'object',
      additionalProperties: false,
      required: ['term', 'term2', 'termT', 'searchType'],
      properties: { term, term2: term, termT: term, searchType: { enum: [...SEARCH_TYPES] } },
    },
    // Characters, not bytes: a byte limit is checked where the string is parsed.
    requestJson: { type: 'string', maxLength: REQUEST_JSON_MAX_BYTES },
  },
} as const;
