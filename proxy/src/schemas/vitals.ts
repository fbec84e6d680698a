/**
 * The vitals beacon's body (`shared/vitals.ts`, decision 114): anything else, an unknown page
 * type or metric, a value out of range or a field more, is refused with 400.
 */
import {
  PAGE_TYPES,
  SHIFT_VITAL,
  SHIFT_VITAL_MAX,
  TIMED_VITAL_MAX_MS,
  TIMED_VITALS,
} from '#shared/vitals.js';

const metric = (name: object, maximum: number) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['name', 'value'],
    properties: { name, value: { type: 'number', minimum: 0, maximum } },
  }) as const;

export const vitalsRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['page', 'metrics'],
  properties: {
    page: { enum: [...PAGE_TYPES] },
    metrics: {
      type: 'array',
      minItems: 1,
      // One value per metric at most.
      maxItems: TIMED_VITALS.length + 1,
      items: {
        oneOf: [
          metric({ enum: [...TIMED_VITALS] }, TIMED_VITAL_MAX_MS),
          metric({ const: SHIFT_VITAL }, SHIFT_VITAL_MAX),
        ],
      },
    },
  },
} as const;
