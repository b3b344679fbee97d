import { API, ChatLaunch, envelope, LaunchChatQuery, textLanguage, UnreadCount } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { ApiError } from '../../shared/api-error.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requestLanguage } from '../../shared/language.ts';
import { CHAT_PAGE_BASE } from './chat-page-routes.ts';
import { chatUnreadCount } from './chat-repository.ts';
import { CHAT_LAUNCH_TTL_MS, chatKey, signChatLaunch } from './chat-token.ts';

const tags = ['messages'];
const DEFAULT_HEADER_COLOR = '#1f6feb';

/** Live chat is for real accounts (type 4 and other types: free_reject) of merchants with CBS3 on. */
const requireChat = [
  requireRealMember,
  async (request: FastifyRequest) => {
    if (!request.merchant.config.whitelabel.CBS3) throw new ApiError(403, 'feature_unavailable');
  },
];

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = chatKey(app.secrets.codeHmacKey);

  app.route({
    method: API.getChatUnreadCount.method,
    url: API.getChatUnreadCount.path,
    schema: {
      operationId: 'getChatUnreadCount',
      tags,
      summary: 'How many customer-service chat messages the member has not read (CBS3 merchants only)',
      response: { 200: envelope(UnreadCount), ...errorResponses },
    },
    onRequest: requireChat,
    handler: async (request) => ok({ unReadCount: await chatUnreadCount(app.db, authOf(request).member.id) }),
  });

  app.route({
    method: API.launchChat.method,
    url: API.launchChat.path,
    schema: {
      operationId: 'launchChat',
      tags,
      summary: `A short-lived signed URL of the customer-service chat page (${CHAT_PAGE_BASE}/)`,
      querystring: LaunchChatQuery,
      response: { 200: envelope(ChatLaunch), ...errorResponses },
    },
    onRequest: requireChat,
    handler: async (request) => {
      const { query } = request;
      const color = query.headerColor?.replace(/^#?/, '#').toLowerCase() ?? DEFAULT_HEADER_COLOR;
      const { member, session } = authOf(request);
      const now = app.clock.now();
      const token = signChatLaunch(key, {
        memberId: member.id,
        sessionId: session.id,
        iat: now,
        language: textLanguage(requestLanguage(request, query.language)),
        backUrl: query.backUrl,
        headerColor: color,
        title: query.title?.trim() ?? '',
        exp: now + CHAT_LAUNCH_TTL_MS,
      });
      // In the fragment: the token never reaches a server log or a Referer header.
      return ok({ chatUrl: `${CHAT_PAGE_BASE}/#${token}` });
    },
  });
};
