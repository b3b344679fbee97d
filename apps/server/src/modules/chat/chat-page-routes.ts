import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { ok } from '../../shared/envelope.ts';
import { findMemberById } from '../members/member-repository.ts';
import { CHAT_MESSAGE_MAX, postChatMessage, readConversation } from './chat-repository.ts';
import {
  CHAT_SESSION_TTL_MS,
  type ChatGrant,
  chatKey,
  signChatSession,
  verifyChatLaunch,
  verifyChatSession,
} from './chat-token.ts';

export const CHAT_PAGE_BASE = '/chat';

const hidden = { hide: true } as const;
const Token = z.string().min(1).max(4096);
const SessionBody = z.object({ session: Token });

const expired = () => new ApiError(401, 'session_expired');

/**
 * The customer-service chat page (plain HTML, CSS and JS from apps/server/chat-page) under /chat/, and the
 * small API it talks to with the session its launch token was exchanged for. Outside /api: the signed
 * token, not a merchant or a bearer session, says whose conversation it is. The app-wide strict CSP
 * applies (no inline script or style, no framing).
 */
export const chatPageRoutes: FastifyPluginAsyncZod<{ root: string }> = async (app, { root }) => {
  const key = chatKey(app.secrets.codeHmacKey);

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: `${CHAT_PAGE_BASE}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'no chat page found; the chat serves its API only');
  }

  /** The grant of a chat session whose member still exists and is enabled; 401 otherwise. */
  async function grantOf(server: FastifyInstance, session: string): Promise<ChatGrant> {
    const grant = verifyChatSession(key, session, server.clock.now());
    if (!grant) throw expired();
    const member = await findMemberById(server.db, grant.memberId);
    if (!member || member.disabled) throw expired();
    return grant;
  }

  app.post(
    `${CHAT_PAGE_BASE}/api/session`,
    { schema: { ...hidden, body: z.object({ token: Token }) } },
    async (request) => {
      const now = app.clock.now();
      const launch = verifyChatLaunch(key, request.body.token, now);
      if (!launch) throw expired();
      const grant = { ...launch, exp: now + CHAT_SESSION_TTL_MS };
      const session = signChatSession(key, grant);
      await grantOf(app, session);
      return ok({
        session,
        title: grant.title,
        headerColor: grant.headerColor,
        backUrl: grant.backUrl,
        language: grant.language,
        maxLength: CHAT_MESSAGE_MAX,
        messages: await readConversation(app.db, grant.memberId, dateOf(app.clock)),
      });
    },
  );

  app.post(
    `${CHAT_PAGE_BASE}/api/messages`,
    { schema: { ...hidden, body: SessionBody } },
    async (request) => {
      const grant = await grantOf(app, request.body.session);
      return ok({ messages: await readConversation(app.db, grant.memberId, dateOf(app.clock)) });
    },
  );

  app.post(
    `${CHAT_PAGE_BASE}/api/send`,
    {
      schema: {
        ...hidden,
        body: SessionBody.extend({ body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX) }),
      },
    },
    async (request) => {
      const grant = await grantOf(app, request.body.session);
      await app.limits.consume(app.limits.settings.chatMessagesPerMember, `chat:${grant.memberId}`);
      const now = dateOf(app.clock);
      await postChatMessage(app.db, grant.memberId, request.body.body, grant.language, now);
      return ok({ messages: await readConversation(app.db, grant.memberId, now) });
    },
  );
};
