import {
  ANNOUNCEMENT_TYPES,
  Announcements,
  AnnouncementsQuery,
  API,
  BANNER_GROUPS,
  Banners,
  BannersQuery,
  CustomerService,
  envelope,
  GAME_CATEGORIES,
  type GameCategory,
  HelpCentre,
  HelpQuery,
  LiveModels,
  MarkAnnouncementReadRequest,
  WinnerBoard,
  WinnerBoardQuery,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitMemberWrites } from '../../plugins/rate-limits/member-writes.ts';
import { authOf, requireMember } from '../../plugins/sessions/auth-plugin.ts';
import { optionalMember } from '../../plugins/sessions/optional-member.ts';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requestLanguage } from '../../shared/language.ts';
import { answerAnnouncements } from './announcement-groups.ts';
import {
  announcementExists,
  findBanners,
  findHelpEntries,
  findLiveModels,
  findWinners,
  markRead,
  toMinorUnits,
} from './content-repository.ts';

/** A comma list whose every item is one of `allowed` (compared upper- or as-is per `normalise`). */
function parseList<T extends string>(
  raw: string,
  allowed: readonly T[],
  field: string,
  normalise: (item: string) => string = (item) => item,
): T[] {
  const items = [
    ...new Set(
      raw
        .split(',')
        .map((item) => normalise(item.trim()))
        .filter(Boolean),
    ),
  ];
  if (items.length === 0) throw fieldError(field, 'too_small');
  if (!items.every((item): item is T => (allowed as readonly string[]).includes(item)))
    throw fieldError(field, 'invalid_value');
  return items as T[];
}

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getBanners.method,
    url: API.getBanners.path,
    config: { publicCache: true },
    schema: {
      operationId: 'getBanners',
      tags: ['content'],
      summary: 'Banners of one group or several (comma list of m_home, m_live, m_game, m_reg)',
      querystring: BannersQuery,
      response: { 200: envelope(Banners), ...errorResponses },
    },
    handler: async (request) => {
      const groups = parseList(request.query.groupName, BANNER_GROUPS, 'groupName');
      const { merchant } = request;
      const list = await findBanners(
        await app.liveContent.get(merchant.code),
        groups,
        requestLanguage(request, request.query.language),
        merchant.config.defaultLanguage,
        dateOf(app.clock),
      );
      return ok({ list });
    },
  });

  app.route({
    method: API.getAnnouncements.method,
    url: API.getAnnouncements.path,
    config: { optionalMember: true, publicCache: true },
    schema: {
      operationId: 'getAnnouncements',
      tags: ['content'],
      summary:
        'Announcements by type (comma list of B, PL, PU, PR, A), with read flags for a logged-in member ' +
        '(guests: all unread); agent notices (A) only for a logged-in agent. groupName picks a placement ' +
        'such as m_reg; without it the general ones.',
      querystring: AnnouncementsQuery,
      response: { 200: envelope(Announcements), ...errorResponses },
    },
    handler: async (request) => {
      const { query, merchant } = request;
      const asked = parseList(query.types, ANNOUNCEMENT_TYPES, 'types', (item) => item.toUpperCase());
      const member = await optionalMember(request);
      const content = await app.liveContent.get(merchant.code);
      return ok(
        await answerAnnouncements(app.db, content, asked, member ?? undefined, {
          groupName: query.groupName?.trim() || undefined,
          language: requestLanguage(request, query.language),
          fallbackLanguage: merchant.config.defaultLanguage,
          now: dateOf(app.clock),
        }),
      );
    },
  });

  app.route({
    method: API.markAnnouncementRead.method,
    url: API.markAnnouncementRead.path,
    schema: {
      operationId: 'markAnnouncementRead',
      tags: ['content'],
      summary: 'Marks an announcement read for the member (again: no change)',
      body: MarkAnnouncementReadRequest,
      response: { 200: envelope(z.null()), ...errorResponses },
    },
    onRequest: requireMember,
    preHandler: limitMemberWrites,
    handler: async (request) => {
      const { announcementId } = request.body;
      if (!(await announcementExists(app.db, request.merchant.code, announcementId)))
        throw new ApiError(404, 'not_found');
      await markRead(app.db, authOf(request).member.id, announcementId, dateOf(app.clock));
      return ok(null);
    },
  });

  app.route({
    method: API.getHelpCentre.method,
    url: API.getHelpCentre.path,
    config: { publicCache: true },
    schema: {
      operationId: 'getHelpCentre',
      tags: ['content'],
      summary:
        "Help entries (HTML) in lang; device=MOBILE without lang gives the merchant's default language, " +
        'as does a language without entries',
      querystring: HelpQuery,
      response: { 200: envelope(HelpCentre), ...errorResponses },
    },
    handler: async (request) => {
      const { lang, device } = request.query;
      const fallback = request.merchant.config.defaultLanguage;
      const language = lang ? requestLanguage(request, lang) : device ? fallback : requestLanguage(request);
      const content = await app.liveContent.get(request.merchant.code);
      return ok({ list: findHelpEntries(content, language, fallback, dateOf(app.clock)) });
    },
  });

  app.route({
    method: API.getWinnerBoard.method,
    url: API.getWinnerBoard.path,
    config: { publicCache: true },
    schema: {
      operationId: 'getWinnerBoard',
      tags: ['content'],
      summary:
        'The latest big wins (ALL or one category), amounts in major units of their currency; as many and ' +
        "as large as the merchant's winner board settings allow, none when the board is off",
      querystring: WinnerBoardQuery,
      response: { 200: envelope(WinnerBoard), ...errorResponses },
    },
    handler: async (request) => {
      const { gameCategory, language, limitNum } = request.query;
      const category = gameCategory.trim().toUpperCase();
      if (category !== 'ALL' && !(GAME_CATEGORIES as readonly string[]).includes(category))
        throw fieldError('gameCategory', 'invalid_value');
      const board = request.merchant.config.winnerBoard;
      if (!board.shown) return ok({ list: [] });
      const list = await findWinners(app.db, request.merchant.code, {
        gameCategory: category === 'ALL' ? undefined : (category as GameCategory),
        language: requestLanguage(request, language),
        limit: Math.min(limitNum, board.size),
        minimumWinMinor: toMinorUnits(board.minimumWin, request.merchant.config.currency.code),
      });
      return ok({ list });
    },
  });

  app.route({
    method: API.getLiveModels.method,
    url: API.getLiveModels.path,
    config: { publicCache: true },
    schema: {
      operationId: 'getLiveModels',
      tags: ['content'],
      summary: 'Live-stream models that are active or streaming',
      response: { 200: envelope(LiveModels), ...errorResponses },
    },
    handler: async (request) => ok({ list: await findLiveModels(app.db, request.merchant.code) }),
  });

  app.route({
    method: API.getCustomerService.method,
    url: API.getCustomerService.path,
    config: { publicCache: true },
    schema: {
      operationId: 'getCustomerService',
      tags: ['content'],
      summary: "The merchant's customer-service entries; paths are base64 as stored (the web decodes them)",
      response: { 200: envelope(CustomerService), ...errorResponses },
    },
    handler: async (request) =>
      ok({
        version: {
          pathList: request.merchant.config.customerService.map((entry) => ({
            type: entry.csType,
            path: entry.path,
          })),
        },
      }),
  });
};
