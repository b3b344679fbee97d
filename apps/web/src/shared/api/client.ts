import { API_PREFIX, type ApiEnvelope, LANGUAGE_HEADER } from '@lobby/contract';
import { currentLanguage } from '../i18n/i18n.ts';
import { readSession } from '../session.ts';

/** Codes the client raises itself, besides the server's error codes. */
export type ClientErrorCode = 'network_error' | 'bad_response' | 'timeout';

/** A request (answer body included) that has not finished by then fails with `timeout`. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** What a refusal tells besides its code: the field at fault, that a captcha is now needed, when to retry. */
export interface ApiErrorDetails {
  field?: string;
  /** Issue codes of a validation failure, by field (`required`, `pattern`, ...). */
  issues?: readonly { field: string; code: string }[];
  captcha?: boolean;
  retryAfterSeconds?: number;
  /** The server's clock (epoch ms), sent with encryption_expired. */
  serverTime?: number;
  /** Until when a time-out or self-exclusion refuses (ISO time); null when it has no end yet. */
  until?: string | null;
  /** The operator's own words with vendor_maintenance (decision 0060). */
  message?: string;
}

/** Every failed call throws this; `code` is a stable key the UI translates (errors.<code>). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly details: ApiErrorDetails = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  typeof value === 'object' && value !== null && 'success' in value && 'code' in value;

/** The known facts of an error envelope's value; anything else in it is ignored. */
function detailsOf(value: unknown): ApiErrorDetails {
  if (typeof value !== 'object' || value === null) return {};
  const { field, issues, captcha, retryAfterSeconds, serverTime, until, message } = value as Record<
    string,
    unknown
  >;
  const details: ApiErrorDetails = {};
  if (typeof field === 'string') details.field = field;
  if (Array.isArray(issues)) {
    details.issues = issues.filter(
      (issue): issue is { field: string; code: string } =>
        typeof issue === 'object' &&
        issue !== null &&
        typeof (issue as { field?: unknown }).field === 'string' &&
        typeof (issue as { code?: unknown }).code === 'string',
    );
  }
  if (captcha === true) details.captcha = true;
  if (typeof retryAfterSeconds === 'number') details.retryAfterSeconds = retryAfterSeconds;
  if (typeof serverTime === 'number') details.serverTime = serverTime;
  if (typeof until === 'string' || until === null) details.until = until;
  if (typeof message === 'string' && message !== '') details.message = message;
  return details;
}

/** An operation's path with its `:name` parameters filled in. */
export const pathWith = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/** Calls /api/v1 and returns the envelope's value; never shows or returns server message text. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { [LANGUAGE_HEADER]: currentLanguage(), ...options.headers };
  const token = readSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (multipart upload) sets its own content type with the boundary.
  const form = options.body instanceof FormData ? options.body : undefined;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';

  // Our own controller, so the time-out and the caller's cancellation (a query given up) both abort the fetch.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await send<T>(path, options, headers, form, controller.signal);
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', 0);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

async function send<T>(
  path: string,
  options: RequestOptions,
  headers: Record<string, string>,
  form: FormData | undefined,
  signal: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_error', 0);
  }

  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('bad_response', response.status);
  }
  if (!isEnvelope(envelope)) throw new ApiError('bad_response', response.status);
  if (!envelope.success) throw new ApiError(envelope.code, response.status, detailsOf(envelope.value));
  return envelope.value as T;
}
