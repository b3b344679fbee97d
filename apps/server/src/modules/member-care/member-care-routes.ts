import {
  AddMemberNoteRequest,
  API,
  ConsoleMemberFile,
  ConsoleMemberIdParams,
  ConsoleMemberLockState,
  ConsoleMemberNote,
  ConsoleMemberPage,
  ConsoleMembersQuery,
  EndedMemberSessions,
  EndMemberSessionsRequest,
  envelope,
  MEMBER_SEARCH_PAGE_SIZE,
  SetMemberLockRequest,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { fastOkSerializer } from '../../shared/fast-serializer.ts';
import { findMemberById, type Member, setMemberLock } from '../members/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import { addMemberNote } from './member-notes.ts';
import { foundMembers, lockState, memberFile } from './member-views.ts';

const tags = ['console'];

/** The member of the path's id if the operator may see them; another merchant's member is 404. */
async function scopedMember(request: FastifyRequest<{ Params: { id: string } }>): Promise<Member> {
  const member = await findMemberById(request.server.db, request.params.id);
  const scope = merchantScope(operatorOf(request).operator);
  if (!member || (scope !== undefined && member.merchantCode !== scope)) throw new ApiError(404, 'not_found');
  return member;
}

/** Members in the console (decision 0041): search, the member's file, lock, end sessions, notes. */
export const memberCareRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  app.route({
    method: API.listConsoleMembers.method,
    url: API.listConsoleMembers.path,
    schema: {
      operationId: 'listConsoleMembers',
      tags,
      summary:
        'Members whose username, mobile, id, affiliate code or registration address starts with q, 50 a page',
      querystring: ConsoleMembersQuery,
      response: { 200: envelope(ConsoleMemberPage), ...errorResponses },
    },
    serializerCompiler: fastOkSerializer,
    config: { consolePermission: 'listConsoleMembers' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { q, by, page } = request.query;
      const found = await foundMembers(app.db, {
        merchantCode: merchantScope(operatorOf(request).operator),
        by,
        q,
        offset: (page - 1) * MEMBER_SEARCH_PAGE_SIZE,
        limit: MEMBER_SEARCH_PAGE_SIZE + 1,
      });
      const list = found.slice(0, MEMBER_SEARCH_PAGE_SIZE);
      return ok({ list, page, hasMore: found.length > MEMBER_SEARCH_PAGE_SIZE });
    },
  });

  app.route({
    method: API.getConsoleMember.method,
    url: API.getConsoleMember.path,
    schema: {
      operationId: 'getConsoleMember',
      tags,
      summary:
        "The member's file: profile, lock, latest ledger, bets, deposits, withdrawals, open sessions, notes, linked accounts",
      params: ConsoleMemberIdParams,
      response: { 200: envelope(ConsoleMemberFile), ...errorResponses },
    },
    config: { consolePermission: 'getConsoleMember' },
    onRequest: requireOperator,
    handler: async (request) => ok(await memberFile(app, await scopedMember(request))),
  });

  app.route({
    method: API.setConsoleMemberLock.method,
    url: API.setConsoleMemberLock.path,
    schema: {
      operationId: 'setConsoleMemberLock',
      tags,
      summary:
        'Locks the member (ending every session; login refused with user_disabled) or unlocks them, with a reason',
      params: ConsoleMemberIdParams,
      body: SetMemberLockRequest,
      response: { 200: envelope(ConsoleMemberLockState), ...errorResponses },
    },
    config: { consolePermission: 'setConsoleMemberLock' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const member = await scopedMember(request);
      const { locked, reason } = request.body;
      const updated = await setMemberLock(
        app.db,
        member.id,
        { locked, by: operator.username, reason },
        dateOf(app.clock),
      );
      if (!updated)
        throw new ApiError(409, locked ? 'member_already_locked' : 'member_not_locked', { field: 'locked' });
      const endedSessions = locked ? await app.sessions.endAllOthers(member.id) : 0;
      const after = lockState(updated);
      await audit(request, operator, locked ? 'member.locked' : 'member.unlocked', {
        target: member.id,
        before: lockState(member),
        after: locked ? { ...after, endedSessions } : after,
        reason,
      });
      return ok(after);
    },
  });

  app.route({
    method: API.endConsoleMemberSessions.method,
    url: API.endConsoleMemberSessions.path,
    schema: {
      operationId: 'endConsoleMemberSessions',
      tags,
      summary:
        'Ends every session and remembered login of the member, with a reason; answers how many sessions ended',
      params: ConsoleMemberIdParams,
      body: EndMemberSessionsRequest,
      response: { 200: envelope(EndedMemberSessions), ...errorResponses },
    },
    config: { consolePermission: 'endConsoleMemberSessions' },
    onRequest: requireOperator,
    handler: async (request) => {
      const member = await scopedMember(request);
      const ended = await app.sessions.endAllOthers(member.id);
      await audit(request, operatorOf(request).operator, 'member.sessions_ended', {
        target: member.id,
        before: { openSessions: ended },
        after: { openSessions: 0 },
        reason: request.body.reason,
      });
      return ok({ ended });
    },
  });

  app.route({
    method: API.addConsoleMemberNote.method,
    url: API.addConsoleMemberNote.path,
    schema: {
      operationId: 'addConsoleMemberNote',
      tags,
      summary: "Adds an operator's note to the member's file",
      params: ConsoleMemberIdParams,
      body: AddMemberNoteRequest,
      response: { 200: envelope(ConsoleMemberNote), ...errorResponses },
    },
    config: { consolePermission: 'addConsoleMemberNote' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const member = await scopedMember(request);
      const note = await addMemberNote(
        app.db,
        {
          memberId: member.id,
          operatorId: operator.id,
          operatorUsername: operator.username,
          text: request.body.text,
        },
        dateOf(app.clock),
      );
      await audit(request, operator, 'member.note_added', { target: member.id, before: null, after: note });
      return ok(note);
    },
  });
};
