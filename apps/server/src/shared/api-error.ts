import type { ErrorCode } from '@lobby/contract';

/** Extra facts for the client: the field to focus, `captcha: true`, `retryAfterSeconds`, ... */
export type ApiErrorValue = { field?: string; retryAfterSeconds?: number } & Record<string, unknown>;

/**
 * A refusal the client should see: the error handler answers `{success:false, code, value?}` with this
 * status, and a Retry-After header when the value carries retryAfterSeconds.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly value?: ApiErrorValue,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/** 400 naming the field at fault, shaped like a schema validation failure. */
export const fieldError = (field: string, issue: string): ApiError =>
  new ApiError(400, 'validation_error', { field, issues: [{ field, code: issue }] });
