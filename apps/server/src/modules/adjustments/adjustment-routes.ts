import {
  AdjustmentIdParams,
  AdjustmentMemberParams,
  API,
  ApproveBalanceAdjustmentRequest,
  BalanceAdjustment,
  BalanceAdjustmentPage,
  BalanceAdjustmentsQuery,
  CreateBalanceAdjustmentRequest,
  envelope,
  toMajor,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { visibleMember as findVisibleMember } from '../members/index.ts';
import { findAdjustmentApprovalThreshold, findMerchantPlayTerms } from '../merchants/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import { findWallet } from '../wallet/index.ts';
import { adjustmentItem, findAdjustment, listAdjustments } from './adjustment-repository.ts';
import { createAdjustment, decideAdjustment } from './adjustment-service.ts';

const tags = ['console'];

/** The approval threshold (major units) of a merchant; 404 when it has none (it does not exist). */
async function thresholdOf(db: Db, merchantCode: string): Promise<number> {
  const threshold = await findAdjustmentApprovalThreshold(db, merchantCode);
  if (threshold === undefined) throw new ApiError(404, 'not_found');
  return threshold;
}

/** Balance adjustments of members (decision 0042): made, queued, approved or rejected by a second operator. */
export const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  const visibleMember = (id: string, scope: string | undefined) => findVisibleMember(app.db, id, scope);

  app.route({
    method: API.createBalanceAdjustment.method,
    url: API.createBalanceAdjustment.path,
    schema: {
      operationId: 'createBalanceAdjustment',
      tags,
      summary:
        "Credits or debits a member's balance with a reason: at once up to the merchant's threshold, above it after a second operator approves",
      params: AdjustmentMemberParams,
      body: CreateBalanceAdjustmentRequest,
      response: { 200: envelope(BalanceAdjustment), ...errorResponses },
    },
    config: { consolePermission: 'createBalanceAdjustment' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const member = await visibleMember(request.params.id, merchantScope(operator));
      const terms = await findMerchantPlayTerms(app.db, member.merchantCode);
      if (!terms) throw new ApiError(404, 'not_found');
      const before = await findWallet(app.db, member.id);
      const row = await createAdjustment(app.db, {
        member,
        operator,
        request: request.body,
        currency: terms.currency,
        thresholdMinor: await thresholdOf(app.db, member.merchantCode),
        now: dateOf(app.clock),
      });
      const item = adjustmentItem(row);
      await audit(request, operator, 'balance_adjustment.created', {
        target: row.id,
        before: { memberId: member.id, balance: toMajor(before?.balanceMinor ?? 0) },
        after: item,
        reason: item.reason,
      });
      return ok(item);
    },
  });

  app.route({
    method: API.approveBalanceAdjustment.method,
    url: API.approveBalanceAdjustment.path,
    schema: {
      operationId: 'approveBalanceAdjustment',
      tags,
      summary:
        'Approves (moving the money) or rejects, with a reason, an adjustment pending approval that another operator made',
      params: AdjustmentIdParams,
      body: ApproveBalanceAdjustmentRequest,
      response: { 200: envelope(BalanceAdjustment), ...errorResponses },
    },
    config: { consolePermission: 'approveBalanceAdjustment' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const scope = merchantScope(operator);
      const found = await findAdjustment(app.db, request.params.id);
      if (!found || (scope !== undefined && found.merchantCode !== scope))
        throw new ApiError(404, 'not_found', { field: 'id' });
      if (found.createdById === operator.id) {
        await audit(request, operator, 'permission.refused', {
          target: 'approveBalanceAdjustment',
          after: { adjustmentId: found.id, cause: 'approver_must_differ' },
        });
        throw new ApiError(403, 'approver_must_differ', { field: 'id' });
      }
      const moved = () => new ApiError(409, 'adjustment_moved_on', { field: 'id' });
      if (found.status !== 'pending_approval') throw moved();
      const { approve, reason } = request.body;
      const decided = await decideAdjustment(app.db, found.id, {
        status: approve ? 'approved' : 'rejected',
        operatorId: operator.id,
        operatorUsername: operator.username,
        reason: reason ?? null,
        now: dateOf(app.clock),
      });
      if (!decided) throw moved();
      const item = adjustmentItem(decided);
      await audit(
        request,
        operator,
        approve ? 'balance_adjustment.approved' : 'balance_adjustment.rejected',
        {
          target: found.id,
          before: adjustmentItem(found),
          after: item,
          reason: reason ?? null,
        },
      );
      return ok(item);
    },
  });

  app.route({
    method: API.listBalanceAdjustments.method,
    url: API.listBalanceAdjustments.path,
    schema: {
      operationId: 'listBalanceAdjustments',
      tags,
      summary:
        "Balance adjustments of the caller's merchant (every merchant for a platform operator), newest first, 50 a page, with the approval threshold",
      querystring: BalanceAdjustmentsQuery,
      response: { 200: envelope(BalanceAdjustmentPage), ...errorResponses },
    },
    config: { consolePermission: 'listBalanceAdjustments' },
    onRequest: requireOperator,
    handler: async (request) => {
      const scope = merchantScope(operatorOf(request).operator);
      const { memberId } = request.query;
      const thresholdMerchant = memberId ? (await visibleMember(memberId, scope)).merchantCode : scope;
      const page = await listAdjustments(app.db, request.query, scope);
      const approvalThreshold =
        thresholdMerchant === undefined ? null : toMajor(await thresholdOf(app.db, thresholdMerchant));
      return ok({ ...page, approvalThreshold });
    },
  });
};
