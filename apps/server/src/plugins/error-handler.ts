import type { ErrorCode, ErrorEnvelope } from '@lobby/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../shared/api-error.ts';
import { clientFailure } from './client-failures.ts';

type ValidationIssue = { field: string; code: string };

/** '/config/maintenance/enabled' → 'config.maintenance.enabled'; the whole input → its part ('body'). */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

function validationFailure(error: FastifyError): ErrorEnvelope | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const issues: ValidationIssue[] = error.validation.map((issue) => ({
    field: fieldOf(issue.instancePath, error.validationContext),
    code: issue.keyword,
  }));
  return { success: false, code: 'validation_error', value: { field: issues[0]?.field, issues } };
}

const fail = (code: ErrorCode): ErrorEnvelope => ({ success: false, code });

/** The one place errors become envelopes: validation → 400 with the field, 5xx → logged and hidden. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const validation = validationFailure(error);
      if (validation) return reply.status(400).send(validation);

      if (error instanceof ApiError) {
        const retryAfter = error.value?.retryAfterSeconds;
        if (retryAfter !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
        const body: ErrorEnvelope = error.value
          ? { success: false, code: error.code, value: error.value }
          : fail(error.code);
        return reply.status(error.statusCode).send(body);
      }

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const failure = clientFailure(status, error);
        return reply.status(failure.status).send(failure.body);
      }

      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(fail('internal_error'));
    });

    app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail('not_found')));
  },
  { name: 'error-handler' },
);
