import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = { status: number; code?: string; value?: unknown };
/** An answer, or a promise of one to answer later (a request still loading). */
type Handler = (call: Call) => Answer | Promise<Answer>;

/**
 * Stands in for fetch: each `METHOD /path` (under /api/v1) answers with its handler's envelope; anything
 * else is a 404. Returns the calls made, for checks on what was sent.
 */
export function fakeApi(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.replace('/api/v1', ''),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const answer = (await handlers[`${call.method} ${call.path}`]?.(call)) ?? {
      status: 404,
      code: 'not_found',
    };
    const ok = answer.status < 400;
    return new Response(JSON.stringify({ success: ok, code: answer.code ?? 'ok', value: answer.value }), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}
