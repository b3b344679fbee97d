import {
  API,
  envelope,
  InboxMessageParams,
  InboxPage,
  InboxQuery,
  MarkInboxReadRequest,
  UnreadCount,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitMemberWrites } from '../../plugins/rate-limits/member-writes.ts';
import { authOf, requireMember, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requestLanguage } from '../../shared/language.ts';
import { announcementTypesFor, findAnnouncements } from '../content/index.ts';
import { deleteInboxMessage, inboxPage, inboxUnreadCount, markInboxRead } from './inbox-repository.ts';

const tags = ['messages'];

/** The message centre's inbox (/m/webEmail) and unread counters. Inbox: real accounts only (free_reject). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getInboxUnreadCount.method,
    url: API.getInboxUnreadCount.path,
    schema: {
      operationId: 'getInboxUnreadCount',
      tags,
      summary: "How many of the member's inbox messages are unread",
      response: { 200: envelope(UnreadCount), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) =>
      ok({ unReadCount: await inboxUnreadCount(app.db, authOf(request).member.id) }),
  });

  app.route({
    method: API.getInboxMessages.method,
    url: API.getInboxMessages.path,
    schema: {
      operationId: 'getInboxMessages',
      tags,
      summary:
        "The member's inbox, newest first, paged, with the unread count; each message in the request's language where it is written in it",
      querystring: InboxQuery,
      response: { 200: envelope(InboxPage), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) =>
      ok(
        await inboxPage(app.db, authOf(request).member.id, {
          ...request.query,
          language: requestLanguage(request),
        }),
      ),
  });

  app.route({
    method: API.markInboxRead.method,
    url: API.markInboxRead.path,
    schema: {
      operationId: 'markInboxRead',
      tags,
      summary: 'Marks one of the member’s messages read (again: no change)',
      body: MarkInboxReadRequest,
      response: { 200: envelope(UnreadCount), ...errorResponses },
    },
    onRequest: requireRealMember,
    preHandler: limitMemberWrites,
    handler: async (request) => {
      const { member } = authOf(request);
      if (!(await markInboxRead(app.db, member.id, request.body.messageId, dateOf(app.clock))))
        throw new ApiError(404, 'not_found', { field: 'messageId' });
      return ok({ unReadCount: await inboxUnreadCount(app.db, member.id) });
    },
  });

  app.route({
    method: API.deleteInboxMessage.method,
    url: API.deleteInboxMessage.path,
    schema: {
      operationId: 'deleteInboxMessage',
      tags,
      summary: 'Deletes (hides) one of the member’s messages',
      params: InboxMessageParams,
      response: { 200: envelope(z.null()), ...errorResponses },
    },
    onRequest: requireRealMember,
    preHandler: limitMemberWrites,
    handler: async (request) => {
      const { member } = authOf(request);
      if (!(await deleteInboxMessage(app.db, member.id, request.params.id, dateOf(app.clock))))
        throw new ApiError(404, 'not_found');
      return ok(null);
    },
  });

  app.route({
    method: API.getAnnouncementUnreadCount.method,
    url: API.getAnnouncementUnreadCount.path,
    schema: {
      operationId: 'getAnnouncementUnreadCount',
      tags,
      summary: 'How many announcements of the notice screen the member has not opened yet',
      response: { 200: envelope(UnreadCount), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const { merchant } = request;
      const list = await findAnnouncements(app.db, await app.liveContent.get(merchant.code), {
        types: announcementTypesFor(authOf(request).member),
        groupName: undefined,
        language: requestLanguage(request),
        fallbackLanguage: merchant.config.defaultLanguage,
        now: dateOf(app.clock),
        memberId: authOf(request).member.id,
      });
      return ok({ unReadCount: list.filter((announcement) => !announcement.read).length });
    },
  });
};
