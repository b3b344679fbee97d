import { ConsoleRole, envelope, OperatorUsername } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { insertOperator, newTotpSecret } from '../operators/index.ts';

const TEST_OPERATOR_PASSWORD = 'test-console-1';

const TestOperator = z.object({
  username: OperatorUsername,
  role: ConsoleRole,
  /** true: an operator of the platform (no merchant), e.g. to create merchants. */
  platform: z.boolean().optional(),
});
const CreatedTestOperator = envelope(
  z.object({ username: z.string(), password: z.string(), totpSecret: z.string() }),
);

/**
 * Only with TEST_FACILITIES: an operator of the request's merchant (or of the platform) with the authenticator already enrolled,
 * so that each end-to-end test signs in its own operator (a TOTP code is accepted once per operator).
 */
export const operatorTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/operators',
    {
      schema: {
        operationId: 'createTestOperator',
        tags: ['test facilities'],
        summary:
          "Creates an enrolled operator of the request's merchant or of the platform (test facilities only)",
        body: TestOperator,
        response: { 200: CreatedTestOperator, ...errorResponses },
      },
      config: { platformGate: false },
    },
    async (request) => {
      const totpSecret = newTotpSecret();
      const operator = await insertOperator(
        app.db,
        {
          username: request.body.username,
          role: request.body.role,
          merchantCode: request.body.platform ? null : request.merchant.code,
          passwordHash: await app.passwords.hash(TEST_OPERATOR_PASSWORD),
          totpSecret,
          totpEnrolled: true,
        },
        dateOf(app.clock),
      );
      if (!operator) throw new ApiError(409, 'operator_exists', { field: 'username' });
      return ok({ username: operator.username, password: TEST_OPERATOR_PASSWORD, totpSecret });
    },
  );
};
