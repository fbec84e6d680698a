/**
 * Response schemas of the proxy's JSON routes: Fastify serializes each answer by its status code
 * with them, and they document what a browser or an operator gets back.
 */
import { contentResponseSchema, searchResponseSchema } from '#shared/schemas.js';

/** `ApiError`: the proxy's own error code and a message (`shared/api-errors.ts`). */
const apiErrorSchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** `TokenSuccess` (`shared/types/token.ts`). */
export const tokenResponses = {
  200: {
    type: 'object',
    required: ['status', 'response'],
    properties: {
      status: { type: 'boolean' },
      response: {
        type: 'object',
        required: ['access_token', 'expires_in'],
        properties: {
          access_token: { type: 'string' },
          token_type: { type: 'string' },
          expires_in: { type: 'integer' },
        },
      },
    },
  },
  ...errors,
} as const;

/** Good answers are sent as the upstream wrote them; the schemas say what they hold. */
export const contentResponses = { 200: contentResponseSchema, ...errors } as const;
export const searchResponses = { 200: searchResponseSchema, ...errors } as const;

/** A vitals beacon: 204 without a body, or the error. */
export const vitalsResponses = { ...errors } as const;

export const livenessResponses = {
  200: {
    type: 'object',
    required: ['status'],
    properties: { status: { type: 'string' }, uptimeS: { type: 'number' } },
  },
} as const;

export const readinessResponses = {
  200: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } },
  503: {
    type: 'object',
    required: ['status', 'error', 'message', 'missing'],
    properties: {
      status: { type: 'string' },
      error: { type: 'string' },
      message: { type: 'string' },
      missing: { type: 'array', items: { type: 'string' } },
    },
  },
} as const;
