import {
  API,
  DepositRequest,
  DepositRequestPage,
  DepositRequestParams,
  DepositRequestsQuery,
  envelope,
  ReviewDepositRequest,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { listMerchantCalendars } from '../merchants/index.ts';
import { addInboxMessages, type NewInboxMessage, plainTextHtml } from '../messages/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import { findDepositReceipt, findDepositRequest, listDepositRequests } from './deposit-requests.ts';
import { confirmDeposit, rejectDeposit } from './deposit-service.ts';

const tags = ['console'];

/** The days of the list's date filters: the operator's merchant's timezone; UTC for a platform operator. */
async function timezoneOf(db: Db, scope: string | undefined): Promise<string> {
  if (scope === undefined) return 'UTC';
  const calendars = await listMerchantCalendars(db);
  return calendars.find((calendar) => calendar.code === scope)?.timezone ?? 'UTC';
}

/** The inbox message a member gets when finance decides their deposit (the app words it by `code`). */
function decisionMessage(
  deposit: DepositRequest,
  approved: boolean,
  reason: string | undefined,
  now: Date,
): NewInboxMessage {
  const amount = `${deposit.amount.toFixed(2)} ${deposit.currency}`;
  return approved
    ? {
        code: 'deposit_approved',
        params: { amount },
        title: 'Your deposit has been credited',
        content: plainTextHtml(`Your deposit of ${amount} has been credited to your balance.`),
        createdAt: now,
      }
    : {
        code: 'deposit_rejected',
        params: { amount, reason: reason ?? '' },
        title: 'Your deposit was not accepted',
        content: plainTextHtml(`Your deposit of ${amount} was not accepted. Reason: ${reason ?? ''}`),
        createdAt: now,
      };
}

/** The console's deposit queue (decision 0047): list, receipt, and one review per deposit. */
export const consoleDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  app.route({
    method: API.listDepositRequests.method,
    url: API.listDepositRequests.path,
    schema: {
      operationId: 'listDepositRequests',
      tags,
      summary:
        "Deposits of the caller's merchant (every merchant for a platform operator), newest first, 50 a page; filters: status, channel, member, merchant days, amount range",
      querystring: DepositRequestsQuery,
      response: { 200: envelope(DepositRequestPage), ...errorResponses },
    },
    config: { consolePermission: 'listDepositRequests' },
    onRequest: requireOperator,
    handler: async (request) => {
      const scope = merchantScope(operatorOf(request).operator);
      const { minAmount, maxAmount } = request.query;
      if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount)
        throw new ApiError(400, 'validation_error', { field: 'maxAmount' });
      const timezone = await timezoneOf(app.db, scope);
      return ok(await listDepositRequests(app.db, request.query, scope, timezone));
    },
  });

  app.route({
    method: API.getDepositReceipt.method,
    url: API.getDepositReceipt.path,
    schema: {
      operationId: 'getDepositReceipt',
      tags,
      summary: "A bank-transfer deposit's receipt image (png or jpeg), for operators who may list deposits",
      params: DepositRequestParams,
      produces: ['image/png', 'image/jpeg'],
      response: { 200: z.any().describe('The image bytes'), ...errorResponses },
    },
    config: { consolePermission: 'listDepositRequests' },
    onRequest: requireOperator,
    handler: async (request, reply) => {
      const scope = merchantScope(operatorOf(request).operator);
      const receipt = await findDepositReceipt(app.db, request.params.id, scope);
      if (!receipt) throw new ApiError(404, 'not_found');
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .type(receipt.mimeType)
        .send(receipt.bytes);
    },
  });

  app.route({
    method: API.reviewDepositRequest.method,
    url: API.reviewDepositRequest.path,
    schema: {
      operationId: 'reviewDepositRequest',
      tags,
      summary:
        'Approves (credits the balance through the ledger, once) or rejects with a reason a pending deposit; the member gets an inbox message',
      params: DepositRequestParams,
      body: ReviewDepositRequest,
      response: { 200: envelope(DepositRequest), ...errorResponses },
    },
    config: { consolePermission: 'reviewDepositRequest' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const scope = merchantScope(operator);
      const { id } = request.params;
      const { approve, reason } = request.body;
      const before = await findDepositRequest(app.db, id, scope);
      if (!before) throw new ApiError(404, 'not_found', { field: 'id' });
      const moved = () => new ApiError(409, 'deposit_moved_on', { field: 'id' });
      if (before.status !== 'pending') throw moved();
      const now = dateOf(app.clock);
      const reviewer = { operatorId: operator.id, operatorUsername: operator.username };
      const decided = approve
        ? await confirmDeposit(app.db, id, now, reviewer)
        : await rejectDeposit(app.db, id, now, reviewer, reason ?? '');
      if (!decided) throw moved();
      await addInboxMessages(app.db, before.memberId, [decisionMessage(before, approve, reason, now)]);
      const after = await findDepositRequest(app.db, id, scope);
      if (!after) throw new ApiError(404, 'not_found', { field: 'id' });
      await audit(request, operator, approve ? 'deposit.approved' : 'deposit.rejected', {
        target: id,
        before,
        after,
        reason: reason ?? null,
      });
      return ok(after);
    },
  });
};
