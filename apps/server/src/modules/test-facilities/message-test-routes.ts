import { ContractKindSchema, ContractTerm, envelope, text } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { offerContract } from '../agents/index.ts';
import { findMemberByUsername } from '../members/index.ts';
import { addInboxMessages } from '../messages/index.ts';

const Username = text().trim().min(1).max(40);
const InboxMessages = z.object({
  username: Username,
  count: z.number().int().min(1).max(500),
  title: text().trim().min(1).max(120).optional(),
});
const ContractRequest = z.object({
  username: Username,
  kind: ContractKindSchema,
  terms: z.array(ContractTerm).min(1).max(10).optional(),
});

/** Only with TEST_FACILITIES: fills inboxes and offers agent contracts for end-to-end tests. */
export const messageTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const memberOf = async (merchantCode: string, username: string) => {
    const member = await findMemberByUsername(app.db, merchantCode, username);
    if (!member) throw new ApiError(404, 'not_found', { field: 'username' });
    return member;
  };

  app.post(
    '/test/inbox-messages',
    {
      schema: {
        operationId: 'createTestInboxMessages',
        tags: ['test facilities'],
        summary:
          "Adds `count` unread inbox messages for a member of the request's merchant (test facilities only)",
        body: InboxMessages,
        response: { 200: envelope(z.object({ created: z.number().int() })), ...errorResponses },
      },
      config: { platformGate: false },
    },
    async (request) => {
      const { username, count, title = 'Test message' } = request.body;
      const member = await memberOf(request.merchant.code, username);
      const now = app.clock.now();
      const created = await addInboxMessages(
        app.db,
        member.id,
        // One millisecond apart, so "newest first" is well defined.
        Array.from({ length: count }, (_, index) => ({
          title: count === 1 ? title : `${title} ${index + 1}`,
          content: `<p>${title} ${index + 1}</p>`,
          createdAt: new Date(now - count + index + 1),
        })),
      );
      return ok({ created });
    },
  );

  app.post(
    '/test/agent-contract-requests',
    {
      schema: {
        operationId: 'createTestAgentContractRequest',
        tags: ['test facilities'],
        summary:
          "Offers a member of the request's merchant a pending contract of a kind (test facilities only)",
        body: ContractRequest,
        response: { 200: envelope(z.object({ requestId: z.string() })), ...errorResponses },
      },
      config: { platformGate: false },
    },
    async (request) => {
      const { username, kind, terms } = request.body;
      const member = await memberOf(request.merchant.code, username);
      const requestId = await offerContract(app.db, {
        memberId: member.id,
        kind,
        offeredBy: 'upline',
        ...(terms ? { terms } : {}),
        now: new Date(app.clock.now()),
      });
      return ok({ requestId });
    },
  );
};
