import {
  API,
  AuditEventPage,
  AuditEventsQuery,
  CreatedOperator,
  CreateOperatorRequest,
  envelope,
  OperatorIdParams,
  OperatorItem,
  OperatorList,
  UpdateOperatorRequest,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { listAuditEvents } from '../audit/index.ts';
import { merchantExists } from '../merchants/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from './console-guard.ts';
import { createOperatorWithEnrolment, enrolmentPath } from './operator-enrolment.ts';
import {
  findOperatorById,
  listOperatorRows,
  operatorItem,
  updateOperatorRow,
} from './operator-repository.ts';

const tags = ['console'];

/** Operators (owners manage those of their merchant; a platform owner every one) and the audit trail. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);
  app.route({
    method: API.listOperators.method,
    url: API.listOperators.path,
    schema: {
      operationId: 'listOperators',
      tags,
      summary: "The operators of the caller's merchant (every operator for a platform owner), by username",
      response: { 200: envelope(OperatorList), ...errorResponses },
    },
    config: { consolePermission: 'listOperators' },
    onRequest: requireOperator,
    handler: async (request) => {
      const rows = await listOperatorRows(app.db, merchantScope(operatorOf(request).operator));
      return ok({ list: rows.map(operatorItem) });
    },
  });

  app.route({
    method: API.createOperator.method,
    url: API.createOperator.path,
    schema: {
      operationId: 'createOperator',
      tags,
      summary: 'Creates an operator and answers the one-time enrolment path where they set their password',
      body: CreateOperatorRequest,
      response: { 200: envelope(CreatedOperator), ...errorResponses },
    },
    config: { consolePermission: 'createOperator' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator: actor } = operatorOf(request);
      const { merchantCode } = request.body;
      const scope = merchantScope(actor);
      if (scope !== undefined && merchantCode !== scope) {
        await audit(request, actor, 'permission.refused', { target: 'createOperator', after: request.body });
        throw new ApiError(403, 'forbidden', { field: 'merchantCode' });
      }
      if (merchantCode !== null && !(await merchantExists(app.db, merchantCode)))
        throw new ApiError(400, 'unknown_merchant', { field: 'merchantCode' });
      const { operator, token } = await createOperatorWithEnrolment(app.db, request.body, dateOf(app.clock));
      const item = operatorItem(operator);
      await audit(request, actor, 'operator.created', { target: operator.id, after: item });
      return ok({ operator: item, enrolmentPath: enrolmentPath(token) });
    },
  });

  app.route({
    method: API.updateOperator.method,
    url: API.updateOperator.path,
    schema: {
      operationId: 'updateOperator',
      tags,
      summary: "Changes another operator's role or disables them (which ends their sessions), with a reason",
      params: OperatorIdParams,
      body: UpdateOperatorRequest,
      response: { 200: envelope(OperatorItem), ...errorResponses },
    },
    config: { consolePermission: 'updateOperator' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator: actor } = operatorOf(request);
      const target = await findOperatorById(app.db, request.params.id);
      const scope = merchantScope(actor);
      if (!target || (scope !== undefined && target.merchantCode !== scope))
        throw new ApiError(404, 'not_found');
      if (target.id === actor.id) throw new ApiError(409, 'operator_self_change', { field: 'id' });
      const { role, disabled, reason } = request.body;
      const updated = await updateOperatorRow(app.db, target.id, { role, disabled }, dateOf(app.clock));
      if (!updated) throw new ApiError(404, 'not_found');
      if (updated.disabled || updated.role !== target.role) await app.operatorSessions.endAll(target.id);
      await audit(request, actor, 'operator.updated', {
        target: target.id,
        before: { role: target.role, disabled: target.disabled },
        after: { role: updated.role, disabled: updated.disabled },
        reason,
      });
      return ok(operatorItem(updated));
    },
  });

  app.route({
    method: API.listAuditEvents.method,
    url: API.listAuditEvents.path,
    schema: {
      operationId: 'listAuditEvents',
      tags,
      summary:
        "The audit trail of the caller's merchant (every merchant for a platform operator), newest first, 50 a page",
      querystring: AuditEventsQuery,
      response: { 200: envelope(AuditEventPage), ...errorResponses },
    },
    config: { consolePermission: 'listAuditEvents' },
    onRequest: requireOperator,
    handler: async (request) =>
      ok(await listAuditEvents(app.db, request.query, merchantScope(operatorOf(request).operator))),
  });
};
