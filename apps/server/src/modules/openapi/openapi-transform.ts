import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SealedBody, WrappedKeyHeader } from '../auth/encrypted-body.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod transform of fastify-type-provider-zod, except that routes with an encrypted body show what is
 * sent on the wire: `{data}` and the wrapped-key header; the sealed JSON's own schema is attached as
 * `x-encrypted-content`.
 */
export function openapiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const route = (input as { route?: { config?: { encryptedBody?: boolean } } }).route;
  const body = input.schema?.body;
  if (route?.config?.encryptedBody !== true || !(body instanceof z.ZodType))
    return jsonSchemaTransform(input);
  const sealed = SealedBody.meta({
    description: 'Encrypted with encryptPayload of @lobby/contract; x-encrypted-content is the sealed JSON',
    'x-encrypted-content': z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }),
  });
  return jsonSchemaTransform({
    ...input,
    schema: { ...input.schema, body: sealed, headers: WrappedKeyHeader },
  });
}
