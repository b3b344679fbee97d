import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

const app = useTestApp();

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
}

async function documentOf() {
  const response = await app().inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    servers?: { url: string }[];
    info: { license?: { name: string; identifier?: string } };
    components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
    paths: Record<string, Record<string, Operation>>;
  };
}

async function operations() {
  const document = await documentOf();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: path.replace(/\{\w+\}/g, '1'),
      operation,
    })),
  );
}

describe('OpenAPI security', () => {
  it('declares its servers, licence and the member and vendor security schemes', async () => {
    const document = await documentOf();
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license?.identifier).toBeTruthy();
    expect(document.components.securitySchemes).toMatchObject({
      memberToken: { type: 'http', scheme: 'bearer' },
      consoleSession: { type: 'apiKey', in: 'cookie', name: 'console_session' },
      vendorCode: { type: 'apiKey', in: 'header', name: 'x-vendor' },
      vendorTimestamp: { type: 'apiKey', in: 'header', name: 'x-timestamp' },
      vendorSignature: { type: 'apiKey', in: 'header', name: 'x-signature' },
    });
  });

  it('gives every operation its security, as the server enforces it', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(70);
    for (const { method, url, operation } of all) {
      const label = `${operation.operationId} ${method} ${url}`;
      expect(operation.security, label).toBeDefined();
      const response = await app().inject({ method, url, headers: { 'content-type': 'application/json' } });
      const schemes = new Set(operation.security?.flatMap((requirement) => Object.keys(requirement)));
      const optional = operation.security?.some((requirement) => Object.keys(requirement).length === 0);
      if (schemes.has('memberToken') && !optional) {
        expect([response.statusCode, response.json().code], label).toEqual([401, 'in_logged_login']);
      } else if (schemes.has('consoleSession')) {
        expect([response.statusCode, response.json().code], label).toEqual([401, 'in_logged_login']);
      } else if (schemes.has('vendorSignature')) {
        expect([response.statusCode, response.json().code], label).toEqual([401, 'invalid_signature']);
      } else {
        expect(response.statusCode, label).not.toBe(401);
      }
    }
  });

  it('marks the operations guests may use with or without a token as optional', async () => {
    const optional = (await operations())
      .filter(({ operation }) => operation.security?.length === 2)
      .map(({ operation }) => operation.operationId);
    expect(optional.sort()).toEqual(
      ['getActivities', 'getAnnouncements', 'getGameList', 'getLeaderBoard', 'logout'].sort(),
    );
  });
});
