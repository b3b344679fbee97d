import { API, API_PREFIX } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from './test/app.ts';

const SECRET = 'connection to 10.0.0.5 failed with password hunter2';

// Stand-ins for the module routes to come: one with a validated query, one that breaks.
const probeRoutes: FastifyPluginAsyncZod = async (api) => {
  const query = z.object({ pageNo: z.coerce.number().int().min(1), gameType: z.string() });
  api.get('/probe/list', { schema: { operationId: 'listProbe', querystring: query } }, async (request) => ({
    success: true,
    code: 'ok',
    value: request.query,
  }));
  api.get('/probe/crash', { schema: { operationId: 'crashProbe' } }, async () => {
    throw new Error(SECRET);
  });
};

const app = useTestApp({ apiRoutes: [probeRoutes] });

describe('API conventions', () => {
  it('answers unknown API paths with a not_found envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nope'],
      ['POST', '/api/v1/system/nope'],
      ['GET', '/api/v2/system/status'],
    ] as const) {
      const response = await app().inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'not_found' });
    }
  });

  it('answers / with the envelope when there is no web build', async () => {
    const response = await app().inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'not_found' });
  });

  it('refuses a bad query with 400, the first field and each issue code', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/probe/list?pageNo=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'validation_error',
      value: {
        field: 'pageNo',
        issues: [
          { field: 'pageNo', code: 'too_small' },
          { field: 'gameType', code: 'invalid_type' },
        ],
      },
    });
    const good = await app().inject({ method: 'GET', url: '/api/v1/probe/list?pageNo=2&gameType=RNG' });
    expect(good.json()).toEqual({ success: true, code: 'ok', value: { pageNo: 2, gameType: 'RNG' } });
  });

  it('refuses malformed JSON as bad input', async () => {
    const response = await app().inject({
      method: 'PUT',
      url: '/api/v1/test/merchants/x',
      headers: { 'content-type': 'application/json' },
      payload: '{"domains": [',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_error' });
  });

  it('hides the internals of a server error', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'internal_error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('sends the security headers', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/system/status' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('publishes an OpenAPI 3.1 document where every operation has an operationId', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');

    const operations = Object.values(
      document.paths as Record<string, Record<string, { operationId?: string }>>,
    ).flatMap((path) => Object.values(path));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids).toEqual(expect.arrayContaining(['getSystemStatus', 'getHealth', 'putTestMerchant']));
    expect(ids.every(Boolean)).toBe(true);
    const status = document.paths['/api/v1/system/status'].get;
    expect(status.responses['200'].content['application/json'].schema.properties).toHaveProperty('value');
  });

  it('lists every operation of the contract under its operationId, method and path', async () => {
    const document = (await app().inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const [operationId, { method, path }] of Object.entries(API)) {
      const openapiPath = `${API_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[openapiPath]?.[method.toLowerCase()];
      expect(operation?.operationId, `${method} ${openapiPath}`).toBe(operationId);
    }
  });

  it('describes encrypted bodies as they travel: {data} and the wrapped-key header', async () => {
    const document = (await app().inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const encrypted = ['login', 'registerByUsername', 'registerByMobile', 'setPasswordByPhone'] as const;
    for (const operationId of encrypted) {
      const { method, path } = API[operationId];
      const operation = document.paths[`${API_PREFIX}${path}`][method.toLowerCase()];
      const schema = operation.requestBody.content['application/json'].schema;
      expect(Object.keys(schema.properties), operationId).toEqual(['data']);
      expect(schema['x-encrypted-content'], operationId).toBeDefined();
      expect(operation.parameters, operationId).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'x-encryption-key', required: true }),
      );
    }
    const plain = document.paths[`${API_PREFIX}${API.changePassword.path}`].post;
    expect(plain.requestBody.content['application/json'].schema.properties).toHaveProperty('newPassword');
  });
});
