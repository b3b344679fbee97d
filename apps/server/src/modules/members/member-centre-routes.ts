import { AffiliateCode, API, envelope, HeadIcon, SetHeadIconRequest, WEB_BASE } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitMemberWrites } from '../../plugins/rate-limits/member-writes.ts';
import { authOf, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { fieldError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { merchantOrigin } from '../merchants/index.ts';
import { DEFAULT_HEAD_ICON, HEAD_ICON_IDS, headIconUrl, isHeadIcon } from './head-icons.ts';
import { setHeadIcon } from './member-repository.ts';

const tags = ['members'];

const headIconOf = (iconId: string | null): HeadIcon => {
  const chosen = iconId !== null && isHeadIcon(iconId) ? iconId : DEFAULT_HEAD_ICON;
  return {
    iconId: chosen,
    url: headIconUrl(chosen),
    choices: HEAD_ICON_IDS.map((id) => ({ iconId: id, url: headIconUrl(id) })),
  };
};

/** The member centre's profile extras: head icon and the affiliate (invitation) code. Real accounts only. */
export const memberCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getHeadIcon.method,
    url: API.getHeadIcon.path,
    schema: {
      operationId: 'getHeadIcon',
      tags,
      summary: "The member's head icon (the default one when none was chosen) and the icons to choose from",
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
      body: SetHeadIconRequest,
      response: { 200: envelope(HeadIcon), ...errorResponses },
    },
    onRequest: requireRealMember,
    preHandler: limitMemberWrites,
    handler: async (request) => {
      const { member } = authOf(request);
      const { iconId } = request.body;
      if (!isHeadIcon(iconId)) throw fieldError('iconId', 'unknown_icon');
      await setHeadIcon(app.db, member.id, iconId, dateOf(app.clock));
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
      response: { 200: envelope(AffiliateCode), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => {
      const code = authOf(request).member.affiliateCode;
      const query = new URLSearchParams({ affiliateCode: code });
      const origin = merchantOrigin(request.merchant, request.host, app.config.port);
      return ok({ code, link: `${origin}${WEB_BASE}/register?${query}` });
    },
  });
};
