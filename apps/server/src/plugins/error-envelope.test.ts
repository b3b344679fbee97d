import { connect } from 'node:net';
import { errorEnvelope } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';

const app = useTestApp();

const expectEnvelope = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  const body = errorEnvelope.parse(response.json());
  expect(body.code).toBe(code);
  return body;
};

describe('refusals before a route runs answer with the envelope', () => {
  it('unknown route: 404 not_found', async () => {
    expectEnvelope(await app().inject({ method: 'PATCH', url: api('/games') }), 404, 'not_found');
  });

  it('malformed JSON and an empty JSON body: 400 validation_error on the body', async () => {
    for (const payload of ['{"trialName": ', '', '{"__proto__": {"x": 1}}']) {
      const response = await app().inject({
        method: 'POST',
        url: api('/auth/trial-login'),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(expectEnvelope(response, 400, 'validation_error').value?.field, payload).toBe('body');
    }
  });

  it('wrong media type: 415 unsupported_media_type', async () => {
    const response = await app().inject({
      method: 'POST',
      url: api('/auth/trial-login'),
      headers: { 'content-type': 'application/xml' },
      payload: '<trialName>x</trialName>',
    });
    expectEnvelope(response, 415, 'unsupported_media_type');
  });

  it('body over the limit: 413 payload_too_large', async () => {
    const response = await app().inject({
      method: 'POST',
      url: api('/auth/trial-login'),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ trialName: 'x'.repeat(1_100_000) }),
    });
    expectEnvelope(response, 413, 'payload_too_large');
  });

  it('a URL that does not decode: 400 bad_request', async () => {
    for (const url of [
      api('/registration/affiliate-codes/%E0%A4%A'),
      api('/promotions/activities/%ZZ/join'),
    ]) {
      expectEnvelope(await app().inject({ method: 'GET', url }), 400, 'bad_request');
    }
  });

  it('a path parameter over the length limit: 414 uri_too_long', async () => {
    const url = api(`/registration/affiliate-codes/${'a'.repeat(500)}`);
    expectEnvelope(await app().inject({ method: 'GET', url }), 414, 'uri_too_long');
  });
});

describe('requests Node cannot parse answer with the envelope too', () => {
  let port = 0;
  beforeAll(async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    port = (app().server.address() as { port: number }).port;
  });
  afterAll(async () => {
    // The app itself is closed by useTestApp.
    app().server.closeAllConnections();
  });

  /** Writes raw bytes and reads the whole answer (the server closes the connection after it). */
  const raw = (request: string | Buffer) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const answer = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body });
      });
      socket.end(request);
    });

  it('a control character in a header: 400 bad_request', async () => {
    const answer = await raw(
      'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Merchant: a\u0000b\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ success: false, code: 'bad_request' });
  });

  it('a broken request line: 400 bad_request', async () => {
    const answer = await raw('GET /api/v1/health\u0000 HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ success: false, code: 'bad_request' });
  });

  it('a header section over the limit: 431 header_too_large', async () => {
    const answer = await raw(
      `GET /api/v1/games?gameName=${'a'.repeat(40_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ success: false, code: 'header_too_large' });
  });
});
