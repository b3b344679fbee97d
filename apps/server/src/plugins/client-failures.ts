import type { ErrorCode, ErrorEnvelope } from '@lobby/contract';

/** The stable code of a refusal by its HTTP status, for refusals that carry no code of their own. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  404: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'header_too_large',
};

// Body parsers' refusals of what the body holds, as opposed to how it was sent.
const UNREADABLE_BODY = new Set([
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_PROTO_VIOLATION',
]);

// Plugins that answer a status no client can act on: the request was not multipart (406).
const STATUS_BY_CODE: Record<string, number> = { FST_INVALID_MULTIPART_CONTENT_TYPE: 415 };

export interface ClientFailure {
  status: number;
  body: ErrorEnvelope;
}

/**
 * Fastify's, Node's and plugins' own refusals (4xx without an ApiError) as an envelope: a body that cannot
 * be read is a validation error on `body` (SyntaxError: JSON.parse), the rest keep their status with its code.
 */
export function clientFailure(status: number, error?: { code?: string }): ClientFailure {
  if (error instanceof SyntaxError || UNREADABLE_BODY.has(error?.code ?? '')) {
    return { status: 400, body: { success: false, code: 'validation_error', value: { field: 'body' } } };
  }
  const answered = STATUS_BY_CODE[error?.code ?? ''] ?? status;
  return { status: answered, body: { success: false, code: CODE_BY_STATUS[answered] ?? 'bad_request' } };
}
