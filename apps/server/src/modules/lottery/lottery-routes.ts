import {
  API,
  envelope,
  LotteryList,
  LotteryListQuery,
  LotteryMenu,
  Numero,
  NumeroQuery,
  RecentVnLottery,
  RecentVnLotteryQuery,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { toLottery } from '../../vendors/sandbox/draw-engine.ts';
import { LOTTERIES, type LotteryDefinition } from '../../vendors/sandbox/lotteries.ts';

/** The lotteries of the vendors the merchant offers. */
function offered(request: FastifyRequest): LotteryDefinition[] {
  const allowed = request.merchant.config.gameVendors;
  return LOTTERIES.filter((lottery) => !allowed || allowed.includes(lottery.vendor));
}

const codesOf = (lotteries: LotteryDefinition[], code: string | undefined) =>
  lotteries.filter((lottery) => code === undefined || lottery.lotteryCode === code).map((l) => l.lotteryCode);

export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getLotteryList.method,
    url: API.getLotteryList.path,
    schema: {
      operationId: 'getLotteryList',
      tags: ['lottery'],
      summary: 'The lotteries with their current issue and next draw time (optionally of one vendor)',
      querystring: LotteryListQuery,
      response: { 200: envelope(LotteryList), ...errorResponses },
    },
    handler: async (request) => {
      const vendor = request.query.vendor?.toUpperCase();
      const now = app.clock.now();
      const list = offered(request)
        .filter((lottery) => vendor === undefined || lottery.vendor === vendor)
        .map((lottery) => toLottery(lottery, now));
      return ok({ list });
    },
  });

  app.route({
    method: API.getLotteryMenu.method,
    url: API.getLotteryMenu.path,
    schema: {
      operationId: 'getLotteryMenu',
      tags: ['lottery'],
      summary: 'The lotteries grouped (VN, NUMERO, SEA) as the lottery screen lists them',
      response: { 200: envelope(LotteryMenu), ...errorResponses },
    },
    handler: async (request) => {
      const now = app.clock.now();
      const groups = new Map<string, LotteryMenu['groups'][number]>();
      for (const lottery of offered(request)) {
        const group = groups.get(lottery.gameGroupId) ?? {
          groupId: lottery.gameGroupId,
          nameCode: `lottery.group.${lottery.gameGroupId.toLowerCase()}`,
          lotteries: [],
        };
        group.lotteries.push(toLottery(lottery, now));
        groups.set(lottery.gameGroupId, group);
      }
      return ok({ groups: [...groups.values()] });
    },
  });

  app.route({
    method: API.getRecentVnLottery.method,
    url: API.getRecentVnLottery.path,
    schema: {
      operationId: 'getRecentVnLottery',
      tags: ['lottery'],
      summary: 'The latest results of the Vietnamese lotteries, newest first, with every prize tier',
      querystring: RecentVnLotteryQuery,
      response: { 200: envelope(RecentVnLottery), ...errorResponses },
    },
    handler: async (request) => {
      const { lotteryCode, limit } = request.query;
      const vn = offered(request).filter((lottery) => lottery.region === 'VN');
      return ok({ results: await app.lottery.recentResults(codesOf(vn, lotteryCode), limit) });
    },
  });

  app.route({
    method: API.getNumero.method,
    url: API.getNumero.path,
    schema: {
      operationId: 'getNumero',
      tags: ['lottery'],
      summary: 'The latest quick-number (NUMERO) draws, newest first; region VN keeps the Vietnamese ones',
      querystring: NumeroQuery,
      response: { 200: envelope(Numero), ...errorResponses },
    },
    handler: async (request) => {
      const { lotteryCode, region, limit } = request.query;
      const numero = offered(request).filter(
        (lottery) => lottery.region === 'NUMERO' && (region === 'ALL' || lottery.vendor === 'TCG_LOTTO_VN'),
      );
      const results = await app.lottery.recentResults(codesOf(numero, lotteryCode), limit);
      return ok({
        draws: results.map(({ prizes, ...draw }) => ({
          ...draw,
          numbers: prizes.flatMap((prize) => prize.numbers.map(Number)),
        })),
      });
    },
  });
};
