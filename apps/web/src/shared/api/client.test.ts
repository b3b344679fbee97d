import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { ApiError, apiRequest, pathWith, REQUEST_TIMEOUT_MS } from './client.ts';

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A fetch that never answers and, like the real one, rejects with AbortError when its signal aborts. */
const hangingFetch = () =>
  vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

describe('api client', () => {
  it('sends the current language and the session token, and returns the value', async () => {
    signIn();
    await setLanguage('UR');
    const fetchMock = vi.fn(async () => reply({ success: true, code: 'ok', value: { a: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/health')).resolves.toEqual({ a: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/health',
      expect.objectContaining({
        headers: expect.objectContaining({ 'x-language': 'UR', Authorization: 'Bearer token-1' }),
      }),
    );
  });

  it('sends a FormData body as it is, without a JSON content type', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      reply({ success: true, code: 'ok', value: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.set('content', 'hello');
    await apiRequest('/feedback', { method: 'PUT', body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('throws the server code, never its message', async () => {
    vi.stubGlobal('fetch', async () =>
      reply({ success: false, code: 'free_reject', message: 'raw text' }, 403),
    );
    const error = await apiRequest('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'free_reject', status: 403 });
  });

  it('keeps the facts of a refusal: field, issues, captcha demand, retry wait', async () => {
    vi.stubGlobal('fetch', async () =>
      reply(
        {
          success: false,
          code: 'invalid_credentials',
          value: {
            field: 'password',
            captcha: true,
            retryAfterSeconds: 30,
            issues: [{ field: 'a', code: 'b' }, 7],
          },
        },
        401,
      ),
    );
    const error = await apiRequest('/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'invalid_credentials',
      status: 401,
      details: {
        field: 'password',
        captcha: true,
        retryAfterSeconds: 30,
        issues: [{ field: 'a', code: 'b' }],
      },
    });
  });

  it('fills in path parameters', () => {
    expect(pathWith('/registration/affiliate-codes/:code', { code: 'a b/c' })).toBe(
      '/registration/affiliate-codes/a%20b%2Fc',
    );
  });

  it('reports network failures and non-envelope replies by code', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'network_error' });
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'bad_response', status: 502 });
  });

  it('gives up on a request unanswered after 15 s with the timeout code', async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const result = apiRequest('/slow').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ code: 'timeout', status: 0 });
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it('counts the answer body in the 15 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = new ReadableStream({
        start(stream) {
          init.signal?.addEventListener('abort', () =>
            stream.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { status: 200 });
    });
    const result = apiRequest('/slow-body').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await result).toMatchObject({ code: 'timeout' });
  });

  it('a caller that cancels gets the AbortError, not a timeout, and the fetch is aborted', async () => {
    const fetchMock = hangingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const caller = new AbortController();
    const result = apiRequest('/x', { signal: caller.signal }).catch((caught: unknown) => caught);
    caller.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(true);
  });
});
