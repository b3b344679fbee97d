import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { api, injectEncrypted } from './test/accounts.ts';
import { useTestApp } from './test/app.ts';

type JsonSchema = { [key: string]: unknown };
type Operation = {
  operationId?: string;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const TEXT_PATTERNS = new Set([SINGLE_LINE_TEXT.source, MULTI_LINE_TEXT.source]);
// Formats whose own pattern leaves no room for a control character.
const CLOSED_FORMATS = new Set(['uuid', 'date', 'date-time']);

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

function isClosedString(schema: JsonSchema): boolean {
  if ('enum' in schema || 'const' in schema) return true;
  if (typeof schema.format === 'string' && CLOSED_FORMATS.has(schema.format)) return true;
  const patterns = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf : [])].map((part) =>
    isObject(part) ? part.pattern : undefined,
  );
  return patterns.some((pattern) => typeof pattern === 'string' && TEXT_PATTERNS.has(pattern));
}

/** Paths (a.b[].c) of every string in `schema` that does not carry the text rule. */
function openStrings(schema: unknown, path: string): string[] {
  if (!isObject(schema)) return [];
  const found: string[] = [];
  if (schema.type === 'string' && !isClosedString(schema)) found.push(path);
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      found.push(...openStrings(property, `${path}.${name}`));
    }
  }
  for (const key of ['items', 'additionalProperties', 'propertyNames', 'x-encrypted-content']) {
    found.push(...openStrings(schema[key], `${path}[${key}]`));
  }
  for (const key of ['anyOf', 'oneOf', 'prefixItems']) {
    const parts = schema[key];
    if (Array.isArray(parts)) for (const part of parts) found.push(...openStrings(part, path));
  }
  return found;
}

const app = useTestApp();

describe('text inputs in the API document', () => {
  it('every string a client sends carries the control-character rule of the contract', async () => {
    const document = (await app().inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const open: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        const name = operation.operationId ?? `${method} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          open.push(...openStrings(parameter.schema, `${name} ${parameter.in}:${parameter.name}`));
        }
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
          open.push(...openStrings(content.schema, `${name} body(${type})`));
        }
      }
    }
    expect(operations).toBeGreaterThan(80);
    expect(open).toEqual([]);
  });
});

const refusedField = (response: { statusCode: number; json(): unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: 'validation_error', value: { field } });
};

describe('control characters and lone surrogates', () => {
  it('are refused with 400 naming the query parameter (NUL used to answer 500 from PostgreSQL)', async () => {
    for (const hostile of ['%00', 'slot%00', '%01', '%1B%5B31m', '%7F', '%C2%85']) {
      refusedField(await app().inject({ method: 'GET', url: api(`/games?gameName=${hostile}`) }), 'gameName');
    }
    const search = await app().inject({ method: 'GET', url: api('/games?gameName=%E4%B8%AD%20slot') });
    expect(search.statusCode).toBe(200);
  });

  it('are refused in a path parameter', async () => {
    refusedField(
      await app().inject({ method: 'GET', url: api('/registration/affiliate-codes/ab%00cd') }),
      'code',
    );
  });

  it('are refused in a JSON body, lone surrogates included, and in an encrypted body', async () => {
    for (const payload of ['{"trialName":"demo\\u0000x"}', '{"trialName":"demo\\ud800x"}']) {
      const response = await app().inject({
        method: 'POST',
        url: api('/auth/trial-login'),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      refusedField(response, 'trialName');
    }
    const login = await injectEncrypted(app(), {
      method: 'POST',
      url: api('/auth/login'),
      payload: { type: 'username', username: 'demo', password: 'Demo-Player-2026\u0000' },
    });
    refusedField(login, 'password');
  });
});
