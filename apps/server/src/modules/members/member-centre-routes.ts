import { AffiliateCode, API, envelope, HeadIcon, SetHeadIconRequest, WEB_BASE } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { members } from '../../db/schema.ts';
import { fieldError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { limitMemberWrites } from '../rate-limits/member-writes.ts';
import { authOf, requireRealMember } from '../sessions/auth-plugin.ts';
import { DEFAULT_HEAD_ICON, HEAD_ICON_IDS, headIconUrl, isHeadIcon } from './head-icons.ts';

const tags = ['members'];
const security = [{ bearer: [] }];

const headIconOf = (iconId: string | null): HeadIcon => {
  const chosen = iconId !== null && isHeadIcon(iconId) ? iconId : DEFAULT_HEAD_ICON;
  return {
    iconId: chosen,
    url: headIconUrl(chosen),
    choices: HEAD_ICON_IDS.map((id) => ({ iconId: id, url: headIconUrl(id) })),
  };
};

/**
 * Where invitations point: this request's origin when it is one of the merchant's domains (keeps the port
 * of a local set-up), else the merchant's first domain over https.
 */
function inviteOrigin(request: FastifyRequest): string {
  const { domains } = request.merchant;
  if (domains.includes(request.hostname.toLowerCase())) return `${request.protocol}://${request.host}`;
  return `https://${domains[0] ?? request.host}`;
}

/** The member centre's profile extras: head icon and the affiliate (invitation) code. Real accounts only. */
export const memberCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getHeadIcon.method,
    url: API.getHeadIcon.path,
    schema: {
      operationId: 'getHeadIcon',
      tags,
      summary: "The member's head icon (the default one when none was chosen) and the icons to choose from",
      security,
      response: { 200: envelope(HeadIcon), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => ok(headIconOf(authOf(request).member.headIcon)),
  });

  app.route({
    method: API.setHeadIcon.method,
    url: API.setHeadIcon.path,
    schema: {
      operationId: 'setHeadIcon',
      tags,
      summary: 'Chooses one of the offered head icons',
      security,
      body: SetHeadIconRequest,
      response: { 200: envelope(HeadIcon), ...errorResponses },
    },
    onRequest: requireRealMember,
    preHandler: limitMemberWrites,
    handler: async (request) => {
      const { member } = authOf(request);
      const { iconId } = request.body;
      if (!isHeadIcon(iconId)) throw fieldError('iconId', 'unknown_icon');
      await app.db
        .update(members)
        .set({ headIcon: iconId, updatedAt: dateOf(app.clock) })
        .where(eq(members.id, member.id));
      return ok(headIconOf(iconId));
    },
  });

  app.route({
    method: API.getAffiliateCode.method,
    url: API.getAffiliateCode.path,
    schema: {
      operationId: 'getAffiliateCode',
      tags,
      summary: "The member's affiliate (invitation) code and the register link that carries it",
      security,
      response: { 200: envelope(AffiliateCode), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => {
      const code = authOf(request).member.affiliateCode;
      const query = new URLSearchParams({ affiliateCode: code });
      return ok({ code, link: `${inviteOrigin(request)}${WEB_BASE}/register?${query}` });
    },
  });
};
