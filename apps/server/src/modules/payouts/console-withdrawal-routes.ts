import {
  API,
  ConsoleWithdrawalDetail,
  ConsoleWithdrawalIdParams,
  ConsoleWithdrawalPage,
  ConsoleWithdrawalRequest,
  ConsoleWithdrawalsQuery,
  envelope,
  ReviewWithdrawalRequest,
  type WithdrawalStatus,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { findMemberById } from '../members/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import { queuedWithdrawal, type WithdrawalRow, withdrawalQueue } from '../wallet/index.ts';
import { consoleWithdrawalOf, withdrawalDetail } from './console-withdrawal-views.ts';
import { APPROVED_RESUBMIT_AFTER_MS, handToProvider, moveAndNotice } from './withdrawal-lifecycle.ts';

const tags = ['console'];

/** Each decision: the state it acts on, the state it moves to, and its audit action. */
const DECISIONS = {
  approve: { from: 'pending_review', to: 'approved', action: 'withdrawal.approved' },
  reject: { from: 'pending_review', to: 'rejected', action: 'withdrawal.rejected' },
  mark_paid: { from: 'unknown', to: 'paid', action: 'withdrawal.resolved' },
  mark_failed: { from: 'unknown', to: 'failed', action: 'withdrawal.resolved' },
} as const satisfies Record<string, { from: WithdrawalStatus; to: WithdrawalStatus; action: string }>;

/** The console's withdrawal queue (decision 0046): list, detail, and the review that moves one on. */
export const consoleWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  /** The withdrawal if the operator may see it (their merchant's, or any for a platform operator); else 404. */
  const visibleWithdrawal = async (id: string, scope: string | undefined) => {
    const found = await queuedWithdrawal(app.db, id);
    if (!found || (scope !== undefined && found.merchantCode !== scope)) {
      throw new ApiError(404, 'not_found', { field: 'id' });
    }
    return found;
  };

  app.route({
    method: API.listWithdrawalRequests.method,
    url: API.listWithdrawalRequests.path,
    schema: {
      operationId: 'listWithdrawalRequests',
      tags,
      summary:
        "Withdrawal requests of the caller's merchant (every merchant for a platform operator), filtered, newest first, 50 a page",
      querystring: ConsoleWithdrawalsQuery,
      response: { 200: envelope(ConsoleWithdrawalPage), ...errorResponses },
    },
    config: { consolePermission: 'listWithdrawalRequests' },
    onRequest: requireOperator,
    handler: async (request) => {
      const scope = merchantScope(operatorOf(request).operator);
      const { list, hasMore } = await withdrawalQueue(app.db, request.query, scope);
      return ok({ list: list.map(consoleWithdrawalOf), page: request.query.page, hasMore });
    },
  });

  app.route({
    method: API.getWithdrawalRequest.method,
    url: API.getWithdrawalRequest.path,
    schema: {
      operationId: 'getWithdrawalRequest',
      tags,
      summary: "One withdrawal request with the member's recent activity and linked accounts",
      params: ConsoleWithdrawalIdParams,
      response: { 200: envelope(ConsoleWithdrawalDetail), ...errorResponses },
    },
    config: { consolePermission: 'getWithdrawalRequest' },
    onRequest: requireOperator,
    handler: async (request) => {
      const scope = merchantScope(operatorOf(request).operator);
      const found = await visibleWithdrawal(request.params.id, scope);
      const member = await findMemberById(app.db, found.withdrawal.memberId);
      if (!member) throw new ApiError(404, 'not_found', { field: 'id' });
      return ok(await withdrawalDetail(app, found, member));
    },
  });

  app.route({
    method: API.reviewWithdrawalRequest.method,
    url: API.reviewWithdrawalRequest.path,
    schema: {
      operationId: 'reviewWithdrawalRequest',
      tags,
      summary:
        'Approves (hands it to the payout provider) or rejects, with a reason, a withdrawal pending review; or resolves an unknown payout as paid or failed, with a reason',
      params: ConsoleWithdrawalIdParams,
      body: ReviewWithdrawalRequest,
      response: { 200: envelope(ConsoleWithdrawalRequest), ...errorResponses },
    },
    config: { consolePermission: 'reviewWithdrawalRequest' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const found = await visibleWithdrawal(request.params.id, merchantScope(operator));
      const { decision, reason } = request.body;
      const rule = DECISIONS[decision];
      const now = dateOf(app.clock);
      const moved = await moveAndNotice(app, {
        id: found.withdrawal.id,
        from: [rule.from],
        to: rule.to,
        now,
        reviewer: { id: operator.id, username: operator.username },
        reason: reason ?? null,
        // If this instance stops before handing it over, the payout job submits it after this.
        nextCheckAt: rule.to === 'approved' ? new Date(now.getTime() + APPROVED_RESUBMIT_AFTER_MS) : null,
      });
      if (!moved) {
        throw new ApiError(409, 'withdrawal_state_changed', { field: 'status' });
      }
      const before = consoleWithdrawalOf(found);
      await audit(request, operator, rule.action, {
        target: found.withdrawal.id,
        before,
        after: consoleWithdrawalOf({ ...found, withdrawal: moved }),
        reason: reason ?? null,
      });
      const settled: WithdrawalRow =
        moved.status === 'approved' ? await handToProvider(app, app.payouts.adapter, moved) : moved;
      return ok(consoleWithdrawalOf({ ...found, withdrawal: settled }));
    },
  });
};
