import {
  API,
  envelope,
  FavouriteGames,
  FavouriteGamesQuery,
  FavouriteIds,
  FavouriteRequest,
  GameListQuery,
  GamePage,
  GameVendors,
  GameVendorsQuery,
  HotGames,
  HotGamesQuery,
  RecentGames,
  RecentGamesQuery,
  VendorGameTypes,
  VendorGameTypesQuery,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { limitMemberWrites } from '../../plugins/rate-limits/member-writes.ts';
import { SerializedAnswers } from '../../plugins/serialized-answers.ts';
import { authOf, requireMember } from '../../plugins/sessions/auth-plugin.ts';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requestLanguage } from '../../shared/language.ts';
import type { GameList } from './catalogue-plugin.ts';
import {
  addFavourite,
  favouriteIds,
  type GameFilter,
  gameExists,
  isMemberFilter,
  MIN_BET_SCALE,
  removeFavourite,
  totalPagesOf,
} from './game-repository.ts';
import type { CatalogueOverview } from './vendor-overview.ts';

/** The hot list is the most popular games: this many at most (10 pages of 9). */
export const HOT_GAMES_LIMIT = 90;
const MAX_VENDORS_PER_QUERY = 50;
const VENDOR_CODE = /^[A-Z0-9_]{1,40}$/;
const CLASSIFICATION = /^[\p{L}\p{N} _-]{1,40}$/u;

/** vassalage: one vendor code or several separated by commas; codes compare upper-case. */
export function parseVendors(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const codes = [
    ...new Set(
      raw
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  if (codes.length === 0) return undefined;
  if (codes.length > MAX_VENDORS_PER_QUERY) throw fieldError('vassalage', 'too_big');
  if (!codes.every((code) => VENDOR_CODE.test(code))) throw fieldError('vassalage', 'invalid_format');
  return codes;
}

export type Classify =
  | { kind: 'all' | 'new' | 'favourite' | 'hot' | 'recent' }
  | { kind: 'classification'; name: string };

/** gameClassify: all, new, favourite, hot, recent (also the select types ALL, NEW, FAV), or a classification. */
export function parseClassify(raw: string | undefined): Classify {
  const value = raw?.trim() ?? '';
  switch (value.toLowerCase()) {
    case '':
    case 'all':
      return { kind: 'all' };
    case 'new':
      return { kind: 'new' };
    case 'favourite':
    case 'favorite':
    case 'fav':
      return { kind: 'favourite' };
    case 'hot':
      return { kind: 'hot' };
    case 'recent':
      return { kind: 'recent' };
  }
  if (!CLASSIFICATION.test(value)) throw fieldError('gameClassify', 'invalid_format');
  return { kind: 'classification', name: value };
}

/** The member of a route that needs one only for some queries: 401 in_logged_login for guests. */
async function memberIdOf(request: FastifyRequest): Promise<string> {
  await requireMember(request);
  return authOf(request).member.id;
}

/** The vendors whose games the merchant's players see now (offered, switched on, not in maintenance). */
const allowedVendorsOf = (request: FastifyRequest) =>
  request.server.catalogue.offeredVendors(request.merchant.config.gameVendors);

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public lists come from the catalogue's cache: each cached value is serialized once per route.
  const gamePages = new SerializedAnswers<GameList>();
  const hotPages = new SerializedAnswers<GameList>();
  const vendorAnswers = new SerializedAnswers<CatalogueOverview>();
  const vendorGameTypeAnswers = new SerializedAnswers<CatalogueOverview>();

  /** Adds or removes a favourite of a game the merchant offers (404 otherwise); answers the favourite ids. */
  async function changeFavourite(
    request: FastifyRequest<{ Body: z.infer<typeof FavouriteRequest> }>,
    change: (memberId: string, nodeId: string) => Promise<unknown>,
  ) {
    const { nodeId, vendor } = request.body;
    const memberId = authOf(request).member.id;
    const allowed = await allowedVendorsOf(request);
    if (!(await gameExists(app.db, nodeId, vendor, allowed, request.merchant.code)))
      throw new ApiError(404, 'not_found');
    await change(memberId, nodeId);
    return ok({ ids: await favouriteIds(app.db, memberId, allowed, request.merchant.code) });
  }

  app.route({
    method: API.getGameList.method,
    url: API.getGameList.path,
    config: { optionalMember: true, publicCache: true },
    schema: {
      operationId: 'getGameList',
      tags: ['games'],
      summary:
        'Games in popularity order, filtered and paged. gameClassify favourite and recent need a session ' +
        '(401 in_logged_login); hot keeps the top 90; minBet keeps games playable at that stake (minBet ≤ value; ' +
        '0 means any); minLine keeps games with at least that many lines.',
      querystring: GameListQuery,
      response: { 200: envelope(GamePage), ...errorResponses },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const classify = parseClassify(query.gameClassify);
      const filter: GameFilter = {
        merchantCode: request.merchant.code,
        allowedVendors: await allowedVendorsOf(request),
        gameType: query.gameType,
        vendors: parseVendors(query.vassalage),
        search: query.gameName || undefined,
        isNew: query.isNew === 1 || classify.kind === 'new',
        classification: classify.kind === 'classification' ? classify.name : undefined,
        maxMinBetMinor: query.minBet ? Math.round(query.minBet * MIN_BET_SCALE) : undefined,
        minLines: query.minLine || undefined,
        favouritesOf: classify.kind === 'favourite' ? await memberIdOf(request) : undefined,
        recentOf: classify.kind === 'recent' ? await memberIdOf(request) : undefined,
      };
      const paging = {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        cap: classify.kind === 'hot' ? HOT_GAMES_LIMIT : undefined,
      };
      const list = await app.catalogue.findGames(filter, paging, requestLanguage(request, query.language));
      const answer = () =>
        ok({
          games: list.games,
          pageNum: query.pageNo,
          totalPages: totalPagesOf(list.totalCount, query.pageSize),
          totalCount: list.totalCount,
        });
      // A member's own list (favourites, recent) is read for this request only and never shared.
      return isMemberFilter(filter) ? answer() : gamePages.send(reply, list, answer);
    },
  });

  app.route({
    method: API.getGameVendors.method,
    url: API.getGameVendors.path,
    config: { publicCache: true },
    schema: {
      operationId: 'getGameVendors',
      tags: ['games'],
      summary:
        'Categories in lobby order with their vendors (sorting), and per category the vendors with game ' +
        'counts and the classifications (mapping); cached for a few seconds',
      querystring: GameVendorsQuery,
      response: { 200: envelope(GameVendors), ...errorResponses },
    },
    handler: async (request, reply) => {
      const overview = await app.catalogue.overview(await allowedVendorsOf(request), request.merchant.code);
      return vendorAnswers.send(reply, overview, () => ok(overview.vendors));
    },
  });

  app.route({
    method: API.getVendorGameTypes.method,
    url: API.getVendorGameTypes.path,
    config: { publicCache: true },
    schema: {
      operationId: 'getVendorGameTypes',
      tags: ['games'],
      summary: 'Each vendor with the categories it has games in and their classifications',
      querystring: VendorGameTypesQuery,
      response: { 200: envelope(VendorGameTypes), ...errorResponses },
    },
    handler: async (request, reply) => {
      const overview = await app.catalogue.overview(await allowedVendorsOf(request), request.merchant.code);
      return vendorGameTypeAnswers.send(reply, overview, () => ok(overview.vendorGameTypes));
    },
  });

  app.route({
    method: API.getHotGames.method,
    url: API.getHotGames.path,
    config: { publicCache: true },
    schema: {
      operationId: 'getHotGames',
      tags: ['games'],
      summary: 'The most popular games (top 90, optionally of one category), paged 9 by default',
      querystring: HotGamesQuery,
      response: { 200: envelope(HotGames), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { pageNo, pageSize, gameType, language } = request.query;
      const list = await app.catalogue.findGames(
        { merchantCode: request.merchant.code, allowedVendors: await allowedVendorsOf(request), gameType },
        { pageNo, pageSize, cap: HOT_GAMES_LIMIT },
        requestLanguage(request, language),
      );
      return hotPages.send(reply, list, () =>
        ok({ list: list.games, totalPages: totalPagesOf(list.totalCount, pageSize) }),
      );
    },
  });

  app.route({
    method: API.getFavouriteGames.method,
    url: API.getFavouriteGames.path,
    schema: {
      operationId: 'getFavouriteGames',
      tags: ['games'],
      summary: "The member's favourite games in the order they were added",
      querystring: FavouriteGamesQuery,
      response: { 200: envelope(FavouriteGames), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const { pageNo, pageSize, gameType, language } = request.query;
      const { games, totalCount } = await app.catalogue.findGames(
        {
          merchantCode: request.merchant.code,
          allowedVendors: await allowedVendorsOf(request),
          gameType,
          favouritesOf: authOf(request).member.id,
        },
        { pageNo, pageSize },
        requestLanguage(request, language),
      );
      return ok({ content: games, totalPages: totalPagesOf(totalCount, pageSize), totalCount });
    },
  });

  app.route({
    method: API.getFavouriteIds.method,
    url: API.getFavouriteIds.path,
    schema: {
      operationId: 'getFavouriteIds',
      tags: ['games'],
      summary: "The node ids of the member's favourite games",
      response: { 200: envelope(FavouriteIds), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) =>
      ok({
        ids: await favouriteIds(
          app.db,
          authOf(request).member.id,
          await allowedVendorsOf(request),
          request.merchant.code,
        ),
      }),
  });

  app.route({
    method: API.addFavourite.method,
    url: API.addFavourite.path,
    schema: {
      operationId: 'addFavourite',
      tags: ['games'],
      summary: 'Adds a game to the favourites (twice changes nothing); answers the favourite ids',
      body: FavouriteRequest,
      response: { 200: envelope(FavouriteIds), ...errorResponses },
    },
    onRequest: requireMember,
    preHandler: limitMemberWrites,
    handler: (request) =>
      changeFavourite(request, (memberId, nodeId) =>
        addFavourite(app.db, memberId, nodeId, dateOf(app.clock)),
      ),
  });

  app.route({
    method: API.removeFavourite.method,
    url: API.removeFavourite.path,
    schema: {
      operationId: 'removeFavourite',
      tags: ['games'],
      summary: 'Removes a game from the favourites (also when it was none); answers the favourite ids',
      body: FavouriteRequest,
      response: { 200: envelope(FavouriteIds), ...errorResponses },
    },
    onRequest: requireMember,
    preHandler: limitMemberWrites,
    handler: (request) =>
      changeFavourite(request, (memberId, nodeId) => removeFavourite(app.db, memberId, nodeId)),
  });

  app.route({
    method: API.getRecentGames.method,
    url: API.getRecentGames.path,
    schema: {
      operationId: 'getRecentGames',
      tags: ['games'],
      summary: 'The games the member launched, the latest first',
      querystring: RecentGamesQuery,
      response: { 200: envelope(RecentGames), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const { page, pageSize, gameType, language } = request.query;
      const { games, totalCount } = await app.catalogue.findGames(
        {
          merchantCode: request.merchant.code,
          allowedVendors: await allowedVendorsOf(request),
          gameType,
          recentOf: authOf(request).member.id,
        },
        { pageNo: page, pageSize },
        requestLanguage(request, language),
      );
      return ok({ content: games, totalPages: totalPagesOf(totalCount, pageSize) });
    },
  });
};
