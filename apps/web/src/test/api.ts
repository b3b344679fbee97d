import {
  API,
  API_PREFIX,
  decryptPayload,
  ENCRYPTION_KEY_HEADER,
  type OperationId,
  type SealedPayload,
} from '@lobby/contract';
import { vi } from 'vitest';

export interface ApiCall {
  operation: OperationId;
  method: string;
  path: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  /** The JSON body, opened when it was sent encrypted; a multipart body as its FormData. */
  body: unknown;
  /** An encrypted body's seal: when it was sealed and its nonce. */
  seal?: Omit<SealedPayload, 'payload'>;
}

/** A reply: an envelope (status 200) or `{ status, body }`. */
type Reply = { status: number; body: unknown } | Record<string, unknown> | null;
type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

export const ok = (value: unknown = null) => ({ success: true, code: 'ok', value });
export const refuse = (code: string, status: number, value?: Record<string, unknown>) => ({
  status,
  body: { success: false, code, ...(value ? { value } : {}) },
});

const patternOf = (path: string) =>
  new RegExp(`^${API_PREFIX}${path.replace(/:([A-Za-z]+)/g, '(?<$1>[^/?]+)')}(\\?.*)?$`);

let keyPair: Promise<{ privateKey: CryptoKey; spki: string }> | undefined;

/** An RSA-OAEP key pair like the server's, so tests can open what the forms encrypt. */
function testKeys() {
  keyPair ??= crypto.subtle
    .generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['wrapKey', 'unwrapKey'],
    )
    .then(async ({ privateKey, publicKey }) => {
      const spki = new Uint8Array(await crypto.subtle.exportKey('spki', publicKey));
      return { privateKey, spki: btoa(String.fromCharCode(...spki)) };
    });
  return keyPair;
}

/**
 * Stubs fetch with replies by operationId (see contract API). getEncryptionKey answers a test key unless
 * given; encrypted bodies are opened for the handler. Calls to anything else answer 404 not_found.
 */
export function mockApi(handlers: Partial<Record<OperationId, Handler>> = {}): { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const routes = (Object.keys(API) as OperationId[]).map((operation) => ({
    operation,
    method: API[operation].method as string,
    pattern: patternOf(API[operation].path),
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const route = routes.find((entry) => entry.method === method && entry.pattern.test(input));
      if (!route) return Response.json({ success: false, code: 'not_found' }, { status: 404 });
      const headers = (init.headers ?? {}) as Record<string, string>;
      let body: unknown =
        init.body instanceof FormData
          ? init.body
          : typeof init.body === 'string'
            ? JSON.parse(init.body)
            : undefined;
      const wrappedKey = headers[ENCRYPTION_KEY_HEADER];
      let seal: ApiCall['seal'];
      if (wrappedKey && body && typeof body === 'object' && 'data' in body) {
        const sealed = (await decryptPayload(
          (
            await testKeys()
          ).privateKey,
          wrappedKey,
          String(body.data),
        )) as SealedPayload;
        body = sealed.payload;
        seal = { timestamp: sealed.timestamp, nonce: sealed.nonce };
      }
      const call: ApiCall = {
        operation: route.operation,
        method,
        path: input,
        params: { ...route.pattern.exec(input)?.groups },
        headers,
        body,
        ...(seal ? { seal } : {}),
      };
      calls.push(call);
      let handler = handlers[route.operation];
      if (handler === undefined && route.operation === 'getEncryptionKey') {
        handler = ok({ keyId: 'test', algorithm: 'RSA-OAEP-256', publicKey: (await testKeys()).spki });
      }
      if (handler === undefined) return Response.json({ success: false, code: 'not_found' }, { status: 404 });
      const reply = typeof handler === 'function' ? await handler(call) : handler;
      if (reply && 'status' in reply && 'body' in reply && typeof reply.status === 'number') {
        return Response.json(reply.body, { status: reply.status });
      }
      return Response.json(reply);
    }),
  );
  return { calls };
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** An ALTCHA challenge whose answer is `number` (tiny, so solving it is instant). */
export async function antiBotChallenge(number = 7) {
  const salt = 'test-salt?expires=4102444800&';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${number}`));
  return { algorithm: 'SHA-256', challenge: hex(digest), maxnumber: 50, salt, signature: 'test-signature' };
}

export const CAPTCHA_IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
