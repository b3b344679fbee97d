import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { multilineText, text } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_KIT_DIR } from '../../paths.ts';
import { linkedSession } from '../../plugins/sessions/launched-sessions.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { ok } from '../../shared/envelope.ts';
import { CHAT_MESSAGE_MAX, postChatMessage, readConversation } from './chat-repository.ts';
import {
  CHAT_SESSION_TTL_MS,
  chatKey,
  signChatSession,
  verifyChatLaunch,
  verifyChatSession,
} from './chat-token.ts';

export const CHAT_PAGE_BASE = '/chat';

const hidden = { hide: true } as const;
const Token = text().min(1).max(4096);
const SessionBody = z.object({ session: Token });

const expired = () => new ApiError(401, 'session_expired');

/**
 * The customer-service chat page (plain HTML, CSS and JS from apps/server/chat-page) under /chat/, and the
 * small API it talks to with the session its launch token was exchanged for. Outside /api: the signed
 * token says whose conversation it is, and lives only as long as the member session that launched it;
 * the merchant's platform gate applies as on /api. The app-wide strict CSP applies (no inline script or
 * style, no framing).
 */
export const chatPageRoutes: FastifyPluginAsyncZod<{ root: string }> = async (app, { root }) => {
  const key = chatKey(app.secrets.codeHmacKey);

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root: [root, PAGE_KIT_DIR],
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

  /**
   * The grant of a launch or chat session token whose member session is still live (see linkedSession,
   * which also applies the merchant's platform gate); 401 session_expired otherwise.
   */
  async function grantOf(request: FastifyRequest, verify: typeof verifyChatSession, token: string) {
    const grant = verify(key, token, app.clock.now());
    if (!grant) throw expired();
    const linked = await linkedSession(request, grant);
    if (linked.status !== 'live') throw expired();
    return grant;
  }

  app.post(
    `${CHAT_PAGE_BASE}/api/session`,
    { schema: { ...hidden, body: z.object({ token: Token }) } },
    async (request) => {
      const launch = await grantOf(request, verifyChatLaunch, request.body.token);
      const grant = { ...launch, exp: app.clock.now() + CHAT_SESSION_TTL_MS };
      const session = signChatSession(key, grant);
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
      const grant = await grantOf(request, verifyChatSession, request.body.session);
      return ok({ messages: await readConversation(app.db, grant.memberId, dateOf(app.clock)) });
    },
  );

  app.post(
    `${CHAT_PAGE_BASE}/api/send`,
    {
      schema: {
        ...hidden,
        body: SessionBody.extend({ body: multilineText().trim().min(1).max(CHAT_MESSAGE_MAX) }),
      },
    },
    async (request) => {
      const grant = await grantOf(request, verifyChatSession, request.body.session);
      await app.limits.consume(app.limits.settings.chatMessagesPerMember, `chat:${grant.memberId}`);
      const now = dateOf(app.clock);
      await postChatMessage(app.db, grant.memberId, request.body.body, grant.language, now);
      return ok({ messages: await readConversation(app.db, grant.memberId, now) });
    },
  );
};
