import { API_PREFIX, type ApiEnvelope, CONSOLE_CSRF_HEADER } from '@lobby/contract';

/** Every failed call throws this; `code` is the server's stable code, or `network_error`/`bad_response`. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    /** The field the server named (a 400 on bad input), e.g. `endsAt` or `texts.0.content`. */
    readonly field?: string,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or a form (multipart: an upload) sent as it is. */
  body?: unknown;
  /** The session's CSRF token; every write sends it (decision 0039). */
  csrfToken?: string;
}

const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  typeof value === 'object' && value !== null && 'success' in value && 'code' in value;

/** Calls /api/v1 with the console session cookie and returns the envelope's value. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const form = options.body instanceof FormData ? options.body : undefined;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (options.csrfToken) headers[CONSOLE_CSRF_HEADER] = options.csrfToken;
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
    });
  } catch {
    throw new ApiError('network_error', 0);
  }
  const envelope: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(envelope)) throw new ApiError('bad_response', response.status);
  if (!response.ok || !envelope.success) {
    const field = (envelope.value as { field?: unknown } | null | undefined)?.field;
    throw new ApiError(envelope.code, response.status, typeof field === 'string' ? field : undefined);
  }
  return envelope.value as T;
}
