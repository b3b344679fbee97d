import {
  AddConsoleExclusionEntryRequest,
  API,
  ConsoleExclusionPage,
  ConsoleExclusionsQuery,
  ExclusionEntryParams,
  ExclusionRegisterEntry,
  envelope,
  RemoveConsoleExclusionEntryRequest,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { findMemberByMobile, findMemberByUsername, usernamesOf } from '../members/index.ts';
import { merchantExists } from '../merchants/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import {
  insertRegisterEntry,
  type ListedExclusion,
  listExclusions,
  listRegisterEntries,
  removeRegisterEntry,
} from '../protection/index.ts';

const tags = ['console'];

/** The merchant whose register an entry goes to: the operator's own; a platform operator names one. */
async function registerMerchant(
  app: Parameters<FastifyPluginAsyncZod>[0],
  scope: string | undefined,
  named: string | undefined,
): Promise<string> {
  if (scope !== undefined) {
    if (named !== undefined && named !== scope)
      throw new ApiError(404, 'not_found', { field: 'merchantCode' });
    return scope;
  }
  if (named === undefined) throw fieldError('merchantCode', 'required');
  if (!(await merchantExists(app.db, named))) throw new ApiError(404, 'not_found', { field: 'merchantCode' });
  return named;
}

/** The members' time-outs and self-exclusions and the merchant's exclusion register (decision 0055). */
export const exclusionRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  /** Adds each member's username, looked up within the member's merchant. */
  async function withUsernames(list: ListedExclusion[]) {
    const usernames = new Map<string, string>();
    for (const merchantCode of new Set(list.map((item) => item.merchantCode))) {
      const ids = list.filter((item) => item.merchantCode === merchantCode).map((item) => item.memberId);
      for (const [id, username] of await usernamesOf(app.db, merchantCode, ids)) usernames.set(id, username);
    }
    return list.map(({ merchantCode: _merchant, ...item }) => ({
      ...item,
      memberUsername: usernames.get(item.memberId) ?? '',
    }));
  }

  app.route({
    method: API.listConsoleExclusions.method,
    url: API.listConsoleExclusions.path,
    schema: {
      operationId: 'listConsoleExclusions',
      tags,
      summary:
        "Time-outs and self-exclusions of the merchant's members, newest first, 50 a page (filters: kind, state active or ended), and the exclusion register's entries",
      querystring: ConsoleExclusionsQuery,
      response: { 200: envelope(ConsoleExclusionPage), ...errorResponses },
    },
    config: { consolePermission: 'listConsoleExclusions' },
    onRequest: requireOperator,
    handler: async (request) => {
      const scope = merchantScope(operatorOf(request).operator);
      const [found, register] = await Promise.all([
        listExclusions(app.db, request.query, scope, dateOf(app.clock)),
        listRegisterEntries(app.db, scope),
      ]);
      return ok({ ...found, list: await withUsernames(found.list), register });
    },
  });

  app.route({
    method: API.addConsoleExclusionEntry.method,
    url: API.addConsoleExclusionEntry.path,
    schema: {
      operationId: 'addConsoleExclusionEntry',
      tags,
      summary:
        "Adds a person (mobile number and/or username) to the merchant's exclusion register with a reason; registration and login of that person answer 403 exclusion_registered",
      description: 'A member the entry names is logged out everywhere (sessions and remembered logins end).',
      body: AddConsoleExclusionEntryRequest,
      response: { 200: envelope(ExclusionRegisterEntry), ...errorResponses },
    },
    config: { consolePermission: 'addConsoleExclusionEntry' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const body = request.body;
      const merchantCode = await registerMerchant(app, merchantScope(operator), body.merchantCode);
      const mobile =
        body.countryDialingCode && body.mobileNum
          ? { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNum }
          : null;
      const entry = await insertRegisterEntry(app.db, {
        merchantCode,
        mobile,
        username: body.username ?? null,
        reason: body.reason,
        addedByUsername: operator.username,
        now: dateOf(app.clock),
      });
      const named = await Promise.all([
        body.username ? findMemberByUsername(app.db, merchantCode, body.username) : undefined,
        mobile
          ? findMemberByMobile(app.db, merchantCode, mobile.countryDialingCode, mobile.mobileNum)
          : undefined,
      ]);
      const memberIds = [...new Set(named.flatMap((member) => (member ? [member.id] : [])))];
      for (const memberId of memberIds) await app.sessions.endAllOthers(memberId);
      await audit(request, operator, 'exclusion_register.added', {
        target: entry.id,
        before: null,
        after: { ...entry, loggedOutMembers: memberIds },
        reason: body.reason,
      });
      return ok(entry);
    },
  });

  app.route({
    method: API.removeConsoleExclusionEntry.method,
    url: API.removeConsoleExclusionEntry.path,
    schema: {
      operationId: 'removeConsoleExclusionEntry',
      tags,
      summary:
        'Removes an entry from the exclusion register with a reason (404 when unknown, removed already or of another merchant)',
      params: ExclusionEntryParams,
      body: RemoveConsoleExclusionEntryRequest,
      response: { 200: envelope(ExclusionRegisterEntry), ...errorResponses },
    },
    config: { consolePermission: 'removeConsoleExclusionEntry' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const { reason } = request.body;
      const removed = await removeRegisterEntry(app.db, request.params.id, merchantScope(operator), {
        byUsername: operator.username,
        reason,
        now: dateOf(app.clock),
      });
      if (!removed) throw new ApiError(404, 'not_found', { field: 'id' });
      await audit(request, operator, 'exclusion_register.removed', {
        target: removed.id,
        before: removed,
        after: null,
        reason,
      });
      return ok(removed);
    },
  });
};
