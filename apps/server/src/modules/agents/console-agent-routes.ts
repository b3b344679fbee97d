import {
  AGENT_LIST_PAGE_SIZE,
  AgentContractRequestsQuery,
  AgentIdParams,
  AgentPayoutsQuery,
  API,
  ConsoleAgent,
  ConsoleAgentPayout,
  ConsoleAgentPayoutPage,
  ConsoleAgentQuery,
  ConsoleContractRequest,
  ConsoleContractRequestPage,
  envelope,
  HoldAgentPayout,
  isAgent,
  ReviewAgentContractRequest,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { pageOf } from '../../shared/paging.ts';
import { findDownlines, findMemberById } from '../members/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import { findPayout, holdPayout, listPayouts } from './agent-payouts.ts';
import {
  decideContractRequest,
  findContractRequest,
  latestContracts,
  listContractRequests,
} from './console-contract-requests.ts';
import { assertPlanFits } from './contract-plans.ts';

const tags = ['console'];

/** The console's agents page (decision 0058): contract requests and their review, an agent, payouts and holds. */
export const consoleAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  app.route({
    method: API.listAgentContractRequests.method,
    url: API.listAgentContractRequests.path,
    schema: {
      operationId: 'listAgentContractRequests',
      tags,
      summary:
        "Agent contract requests of the caller's merchant (every merchant for a platform operator), newest first, 50 a page; filters: kind, status, agent",
      querystring: AgentContractRequestsQuery,
      response: { 200: envelope(ConsoleContractRequestPage), ...errorResponses },
    },
    config: { consolePermission: 'listAgentContractRequests' },
    onRequest: requireOperator,
    handler: async (request) =>
      ok(await listContractRequests(app.db, request.query, merchantScope(operatorOf(request).operator))),
  });

  app.route({
    method: API.reviewAgentContractRequest.method,
    url: API.reviewAgentContractRequest.path,
    schema: {
      operationId: 'reviewAgentContractRequest',
      tags,
      summary:
        'Approves (optionally with changed tiers) or rejects with a reason a pending or accepted contract request; approved, it is in force from its next whole period and ends the earlier contract of its kind (409 contract_request_decided once decided)',
      params: AgentIdParams,
      body: ReviewAgentContractRequest,
      response: { 200: envelope(ConsoleContractRequest), ...errorResponses },
    },
    config: { consolePermission: 'reviewAgentContractRequest' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const scope = merchantScope(operator);
      const { id } = request.params;
      const before = await findContractRequest(app.db, id, scope);
      if (!before) throw new ApiError(404, 'not_found', { field: 'id' });
      const { approve, reason, plan } = request.body;
      if (plan) assertPlanFits(before.kind, plan, 'plan');
      const decided = new ApiError(409, 'contract_request_decided', { field: 'id' });
      if (before.status !== 'pending' && before.status !== 'accepted') throw decided;
      const changed = await decideContractRequest(app.db, id, {
        approve,
        reason: reason ?? null,
        plan: approve ? plan : undefined,
        operatorId: operator.id,
        operatorUsername: operator.username,
        now: dateOf(app.clock),
      });
      if (!changed) throw decided;
      const after = await findContractRequest(app.db, id, scope);
      if (!after) throw new ApiError(404, 'not_found', { field: 'id' });
      await audit(request, operator, approve ? 'agent_contract.approved' : 'agent_contract.rejected', {
        target: id,
        before,
        after,
        reason: reason ?? null,
      });
      return ok(after);
    },
  });

  app.route({
    method: API.getConsoleAgent.method,
    url: API.getConsoleAgent.path,
    schema: {
      operationId: 'getConsoleAgent',
      tags,
      summary: `An agent of the caller's merchant: its latest contract of each kind with its tiers, and a page of its direct downline (${AGENT_LIST_PAGE_SIZE} a page, newest first, each with its own downline count) with their count`,
      params: AgentIdParams,
      querystring: ConsoleAgentQuery,
      response: { 200: envelope(ConsoleAgent), ...errorResponses },
    },
    config: { consolePermission: 'getConsoleAgent' },
    onRequest: requireOperator,
    handler: async (request) => {
      const scope = merchantScope(operatorOf(request).operator);
      const agent = await findMemberById(app.db, request.params.id);
      if (!agent || !isAgent(agent.type) || (scope !== undefined && agent.merchantCode !== scope))
        throw new ApiError(404, 'not_found', { field: 'id' });
      const page = request.query.downlinePage;
      const { rows, totalCount } = await findDownlines(
        app.db,
        agent.id,
        AGENT_LIST_PAGE_SIZE + 1,
        (page - 1) * AGENT_LIST_PAGE_SIZE,
      );
      const downline = pageOf(rows, page, AGENT_LIST_PAGE_SIZE, (row) => ({
        id: row.id,
        username: row.account,
        type: row.type,
        createdAt: row.createdAt.toISOString(),
        downlineCount: row.downlineCount,
      }));
      return ok({
        id: agent.id,
        username: agent.username,
        type: agent.type,
        merchantCode: agent.merchantCode,
        contracts: await latestContracts(app.db, agent.id, scope),
        downline: downline.list,
        downlineCount: totalCount,
        downlinePage: page,
        downlineHasMore: downline.hasMore,
      });
    },
  });

  app.route({
    method: API.listAgentPayouts.method,
    url: API.listAgentPayouts.path,
    schema: {
      operationId: 'listAgentPayouts',
      tags,
      summary:
        "Agent contract payouts of the caller's merchant, newest period first, 50 a page; filters: kind, status, agent",
      querystring: AgentPayoutsQuery,
      response: { 200: envelope(ConsoleAgentPayoutPage), ...errorResponses },
    },
    config: { consolePermission: 'listAgentPayouts' },
    onRequest: requireOperator,
    handler: async (request) =>
      ok(await listPayouts(app.db, request.query, merchantScope(operatorOf(request).operator))),
  });

  app.route({
    method: API.holdAgentPayout.method,
    url: API.holdAgentPayout.path,
    schema: {
      operationId: 'holdAgentPayout',
      tags,
      summary:
        'Holds a due payout (not paid until released) or releases a held one (paid at the next pass), with a reason (409 agent_payout_moved_on otherwise)',
      params: AgentIdParams,
      body: HoldAgentPayout,
      response: { 200: envelope(ConsoleAgentPayout), ...errorResponses },
    },
    config: { consolePermission: 'holdAgentPayout' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const scope = merchantScope(operator);
      const { id } = request.params;
      const before = await findPayout(app.db, id, scope);
      if (!before) throw new ApiError(404, 'not_found', { field: 'id' });
      const { hold, reason } = request.body;
      const changed = await holdPayout(app.db, id, {
        hold,
        reason,
        operatorId: operator.id,
        operatorUsername: operator.username,
      });
      if (!changed) throw new ApiError(409, 'agent_payout_moved_on', { field: 'id' });
      const after = await findPayout(app.db, id, scope);
      if (!after) throw new ApiError(404, 'not_found', { field: 'id' });
      await audit(request, operator, hold ? 'agent_payout.held' : 'agent_payout.released', {
        target: id,
        before,
        after,
        reason,
      });
      return ok(after);
    },
  });
};
