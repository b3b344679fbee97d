import {
  AgentContract,
  AgentContractRequests,
  AgentStatementPage,
  AgentStatementsQuery,
  API,
  ContractParams,
  CreateDownlineRequest,
  Downline,
  Downlines,
  envelope,
  isAgent,
  NO_CONTRACT_PROMPT_TYPES,
  RespondContractRequest,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireMember } from '../../plugins/sessions/auth-plugin.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { assertNewPassword, findDownlines, insertMember } from '../members/index.ts';
import { listStatements } from './agent-payouts.ts';
import { contractOf, currentContract, pendingRequestFields, respondToContract } from './contract-requests.ts';

const tags = ['agents'];
const DOWNLINES_SHOWN = 100;

/** Route guards: a logged-in agent (a real account of type above 0); anyone else 403 agent_only. */
const requireAgent = [
  requireMember,
  async (request: FastifyRequest) => {
    if (!isAgent(authOf(request).member.type)) throw new ApiError(403, 'agent_only');
  },
];

/** Contract requests (salary, dividend, hourly) and downline accounts of /m/agentRegister. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getAgentContractRequests.method,
    url: API.getAgentContractRequests.path,
    schema: {
      operationId: 'getAgentContractRequests',
      tags,
      summary:
        'Pending contract requests as the spec fields (the request id while one is pending, else empty); ' +
        'all empty when AGENTPOLICY3 is off or the member type is 4, 40, 41 or 42',
      response: { 200: envelope(AgentContractRequests), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const { member } = authOf(request);
      if (!request.merchant.config.whitelabel.AGENTPOLICY3 || NO_CONTRACT_PROMPT_TYPES.includes(member.type))
        return ok({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' });
      return ok(await pendingRequestFields(app.db, member.id));
    },
  });

  app.route({
    method: API.getAgentContract.method,
    url: API.getAgentContract.path,
    schema: {
      operationId: 'getAgentContract',
      tags,
      summary: 'The contract of a kind offered to the agent: the pending one, else the latest answered',
      params: ContractParams,
      response: { 200: envelope(AgentContract), ...errorResponses },
    },
    onRequest: requireAgent,
    handler: async (request) => {
      const row = await currentContract(app.db, authOf(request).member.id, request.params.kind);
      if (!row) throw new ApiError(404, 'not_found');
      return ok(contractOf(row));
    },
  });

  app.route({
    method: API.respondAgentContract.method,
    url: API.respondAgentContract.path,
    schema: {
      operationId: 'respondAgentContract',
      tags,
      summary: 'Accepts or declines the pending contract of a kind (409 contract_not_pending otherwise)',
      params: ContractParams,
      body: RespondContractRequest,
      response: { 200: envelope(AgentContract), ...errorResponses },
    },
    onRequest: requireAgent,
    handler: async (request) => {
      const current = await currentContract(app.db, authOf(request).member.id, request.params.kind);
      const status = request.body.decision === 'accept' ? 'accepted' : 'declined';
      const answered =
        current?.status === 'pending'
          ? await respondToContract(app.db, current.id, status, dateOf(app.clock))
          : undefined;
      if (!answered) throw new ApiError(409, 'contract_not_pending');
      return ok(contractOf(answered));
    },
  });

  app.route({
    method: API.getAgentStatements.method,
    url: API.getAgentStatements.path,
    schema: {
      operationId: 'getAgentStatements',
      tags,
      summary:
        "The agent's contract pay statement (decision 0058): per computed period its turnover, net loss, tier reached, rate, amount and status, newest first, 50 a page",
      querystring: AgentStatementsQuery,
      response: { 200: envelope(AgentStatementPage), ...errorResponses },
    },
    onRequest: requireAgent,
    handler: async (request) => ok(await listStatements(app.db, authOf(request).member.id, request.query)),
  });

  app.route({
    method: API.getDownlines.method,
    url: API.getDownlines.path,
    schema: {
      operationId: 'getDownlines',
      tags,
      summary: `The agent's downline accounts, newest first (the latest ${DOWNLINES_SHOWN}), with their count`,
      response: { 200: envelope(Downlines), ...errorResponses },
    },
    onRequest: requireAgent,
    handler: async (request) => {
      const agentId = authOf(request).member.id;
      const { rows, totalCount } = await findDownlines(app.db, agentId, DOWNLINES_SHOWN);
      return ok({
        list: rows.map((row) => ({
          account: row.account,
          type: row.type,
          createdAt: row.createdAt.toISOString(),
        })),
        totalCount,
      });
    },
  });

  app.route({
    method: API.createDownline.method,
    url: API.createDownline.path,
    schema: {
      operationId: 'createDownline',
      tags,
      summary: 'Opens a member (type 0) or sub-agent (type 1) account under the agent',
      body: CreateDownlineRequest,
      response: { 200: envelope(Downline), ...errorResponses },
    },
    onRequest: requireAgent,
    handler: async (request) => {
      const { member: agent } = authOf(request);
      const { username, password, confirmPassword, type } = request.body;
      await app.limits.consume(app.limits.settings.downlinesPerAgent, `downline:${agent.id}`);
      await assertNewPassword({
        password,
        confirmation: confirmPassword,
        minLength: request.merchant.config.registration.passwordMinLength,
        field: 'password',
        confirmationField: 'confirmPassword',
      });
      const created = await insertMember(
        app.db,
        {
          merchantCode: agent.merchantCode,
          username,
          passwordHash: await app.passwords.hash(password),
          type,
          referrerId: agent.id,
          registerMethod: 'AGENT',
          registrationIp: request.ip,
        },
        dateOf(app.clock),
      );
      return ok({
        account: created.username,
        type: created.type,
        createdAt: created.createdAt.toISOString(),
      });
    },
  });
};
