import type { ApiErrorCode } from '#shared/api-errors.js';

/** An error whose status, code and message are for the client (plugins/errors.ts sends them). */
export class PublicError extends Error {
  override name = 'PublicError';
  constructor(
    readonly statusCode: number,
    readonly publicCode: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}
