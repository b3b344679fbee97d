import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { CONSOLE_SESSION_COOKIE, WALLET_SIGNATURE_HEADERS } from '@lobby/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SealedBody, SealedPayload, WrappedKeyHeader } from '../encrypted-body/encrypted-body.ts';
import { requireMember, requireRealMember } from '../sessions/auth-plugin.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type SecurityRequirement = Record<string, string[]>;

/** The document's fixed parts: info, servers and how callers prove who they are. */
export const openapiDocument: NonNullable<FastifyDynamicSwaggerOptions['openapi']> = {
  openapi: '3.1.0',
  info: {
    title: 'Lobby API',
    version: '1',
    license: {
      name: 'Proprietary, licensed to the operator of this deployment',
      identifier: 'LicenseRef-Proprietary',
    },
  },
  // Each merchant is served on its own domains: the API is on the host that served this document.
  servers: [{ url: '/', description: 'The merchant domain that served this document' }],
  components: {
    securitySchemes: {
      memberToken: {
        type: 'http',
        scheme: 'bearer',
        description: "A member's session token, from login, registration or trial login",
      },
      consoleSession: {
        type: 'apiKey',
        in: 'cookie',
        name: CONSOLE_SESSION_COOKIE,
        description:
          "An operator's console session, from consoleVerifyTotp; writes also send its CSRF token in x-csrf-token",
      },
      vendorCode: {
        type: 'apiKey',
        in: 'header',
        name: WALLET_SIGNATURE_HEADERS.vendor,
        description: "The calling game vendor's code",
      },
      vendorMerchant: {
        type: 'apiKey',
        in: 'header',
        name: WALLET_SIGNATURE_HEADERS.merchant,
        description: 'The merchant whose player the call is for; its key signs the call',
      },
      vendorTimestamp: {
        type: 'apiKey',
        in: 'header',
        name: WALLET_SIGNATURE_HEADERS.timestamp,
        description: 'Milliseconds since the epoch when the vendor signed the call',
      },
      vendorSignature: {
        type: 'apiKey',
        in: 'header',
        name: WALLET_SIGNATURE_HEADERS.signature,
        description:
          "Lowercase hex HMAC-SHA256 of the timestamp, a dot and the raw body, with the vendor's key (docs/vendor-adapter.md)",
      },
    },
  },
};

const MEMBER: SecurityRequirement[] = [{ memberToken: [] }];
const CONSOLE: SecurityRequirement[] = [{ consoleSession: [] }];
const OPTIONAL_MEMBER: SecurityRequirement[] = [{}, { memberToken: [] }];
const VENDOR_SIGNATURE: SecurityRequirement[] = [
  { vendorCode: [], vendorMerchant: [], vendorTimestamp: [], vendorSignature: [] },
];
const PUBLIC: SecurityRequirement[] = [];

const MEMBER_GUARDS: ReadonlySet<unknown> = new Set([requireMember, requireRealMember]);

interface RouteProtection {
  onRequest?: unknown;
  config?: { walletCall?: unknown; optionalMember?: true; consolePermission?: unknown };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The text fields of a multipart/form-data body, for the API document only: the route reads the parts. */
    multipartFields?: z.ZodObject;
  }
}

type RouteConfig = { encryptedBody?: boolean; multipartFields?: z.ZodObject };

/**
/**
 * How a route is protected, read from the route itself: a member guard among its onRequest hooks needs the
 * bearer token, a seamless-wallet call the vendor's signature, a console route (consolePermission) the
 * operator's session cookie, an optionalMember route takes the token when sent; anything else is public.
 */
function securityOf(route: RouteProtection | undefined): SecurityRequirement[] {
  if (route?.config?.walletCall) return VENDOR_SIGNATURE;
  if (route?.config?.consolePermission) return CONSOLE;
  const hooks = [route?.onRequest].flat();
  if (hooks.some((hook) => MEMBER_GUARDS.has(hook))) return MEMBER;
  if (route?.config?.optionalMember) return OPTIONAL_MEMBER;
  return PUBLIC;
}

/**
 * The zod transform of fastify-type-provider-zod, with each operation's security derived from the route.
 * Routes with an encrypted body show what is sent on the wire: `{data}` and the wrapped-key header; the
 * sealed JSON's own schema is attached as `x-encrypted-content`: `{timestamp, nonce, payload}` with the
 * route's body as `payload`. A multipart route shows its text fields as the multipart/form-data body.
 */
export function openapiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const route = (input as { route?: RouteProtection & { config?: RouteConfig } }).route;
  const schema = { ...input.schema, security: securityOf(route) };
  const multipartFields = route?.config?.multipartFields;
  if (multipartFields) return jsonSchemaTransform({ ...input, schema: { ...schema, body: multipartFields } });
  const body = schema.body;
  if (route?.config?.encryptedBody !== true || !(body instanceof z.ZodType))
    return jsonSchemaTransform({ ...input, schema });
  const content = SealedPayload.extend({ payload: body });
  const sealed = SealedBody.meta({
    description: 'Encrypted with encryptPayload of @lobby/contract; x-encrypted-content is the sealed JSON',
    'x-encrypted-content': z.toJSONSchema(content, { io: 'input', unrepresentable: 'any' }),
  });
  return jsonSchemaTransform({
    ...input,
    schema: { ...schema, body: sealed, headers: WrappedKeyHeader },
  });
}
