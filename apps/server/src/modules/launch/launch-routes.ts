import { randomBytes } from 'node:crypto';
import {
  API,
  envelope,
  isLotteryCategory,
  LaunchedGame,
  LaunchGameQuery,
  LOTTERY_LOBBY_CODE,
  LOTTERY_VENDORS,
  type PRIZE_MODES,
  SEA_PRIZE_MODE_VENDOR,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireMember } from '../../plugins/sessions/auth-plugin.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requestLanguage } from '../../shared/language.ts';
import { LAUNCH_TOKEN_TTL_MS } from '../../vendors/game-tokens.ts';
import { findLaunchTarget, inMaintenance, recordRecentGame } from '../catalogue/index.ts';
import { launchIdentityGate } from '../identity/index.ts';
import { sessionLimitGate } from '../limits/index.ts';
import { startPlay } from '../reality-check/index.ts';

const gameNotFound = () => new ApiError(404, 'game_not_found', { field: 'gameId' });

/** Spec §4: SEA for TCG_SEA, the electronic-lottery mode for ELOTT, else normal. */
function prizeModeOf(vendor: string, category: string): (typeof PRIZE_MODES)[number] {
  if (vendor === SEA_PRIZE_MODE_VENDOR) return 'SEA';
  return category === 'ELOTT' ? 'ELOTT' : 'NORMAL';
}

export const launchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.launchGame.method,
    url: API.launchGame.path,
    schema: {
      operationId: 'launchGame',
      tags: ['games'],
      summary:
        "A short-lived URL that opens the game for the member: lottery launches (vendors TCG_LOTTO_VN, TCG_SEA, categories LOTT, ELOTT) the lottery host page (open page), others the vendor's signed game URL (open frame). Unknown, not offered or switched off (game or vendor): 404 game_not_found; a vendor in its maintenance window: 503 vendor_maintenance with value.message; freePlay=1 on a game without free play: 400 free_play_unsupported; trial accounts play with their trial balance like real ones; 403 identity_not_verified where the merchant's real-money play (or, for trial accounts and freePlay=1, free play) needs a verified identity the member lacks (decision 0056)",
      querystring: LaunchGameQuery,
      response: { 200: envelope(LaunchedGame), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const query = request.query;
      const { member, session } = authOf(request);
      const merchant = request.merchant;
      const vendor = query.vendor.toUpperCase();
      const allowed = merchant.config.gameVendors;
      if (allowed && !allowed.includes(vendor)) throw gameNotFound();
      // A switched-off vendor is as unknown; one in maintenance answers the operator's message (decision 0060).
      const vendorRow = await app.catalogue.vendor(vendor);
      if (!vendorRow?.enabled) throw gameNotFound();
      if (inMaintenance(vendorRow, app.clock.now()))
        throw new ApiError(503, 'vendor_maintenance', {
          field: 'vendor',
          message: vendorRow.maintenanceMessage ?? '',
          endsAt: vendorRow.maintenanceEndsAt?.toISOString() ?? null,
        });

      const lottery =
        isLotteryCategory(query.gameCategory) || (LOTTERY_VENDORS as readonly string[]).includes(vendor);
      const lobby = lottery && query.gameId === LOTTERY_LOBBY_CODE && !query.nodeId;
      const language = requestLanguage(request, query.language);
      const game = lobby
        ? undefined
        : await findLaunchTarget(app.db, language, {
            merchantCode: merchant.code,
            vendor,
            gameId: query.gameId,
            nodeId: query.nodeId,
          });
      if (!game && !lobby) throw gameNotFound();
      if (query.freePlay === 1 && game && game.supportPlay !== 0)
        throw new ApiError(400, 'free_play_unsupported', { field: 'freePlay' });

      await launchIdentityGate(app.db, member, merchant.config.kyc, query.freePlay === 1);
      const now = app.clock.now();
      await sessionLimitGate(app.db, member, new Date(now));
      const category = game?.gameType ?? query.gameCategory;
      const grant = {
        playerId: member.id,
        sessionId: session.id,
        iat: now,
        launchId: randomBytes(16).toString('base64url'),
        merchant: merchant.code,
        vendor,
        nodeId: game?.nodeId ?? '',
        currency: merchant.config.currency.code,
        freePlay: query.freePlay === 1,
        language,
        exp: now + LAUNCH_TOKEN_TTL_MS,
      };
      const launched = await app.vendors.adapterFor(vendor).launch({
        grant,
        category,
        gameId: game?.gameId ?? query.gameId,
        lottery: lottery
          ? {
              playType: query.playType ?? (game?.lottoMode?.includes('Entertainment') ? 'ent' : 'trad'),
              prizeMode: query.prizeMode ?? prizeModeOf(vendor, category),
            }
          : undefined,
      });
      if (game) await recordRecentGame(app.db, member.id, game.nodeId, dateOf(app.clock));
      await startPlay(app.db, member.id, dateOf(app.clock));
      return ok({ ...launched, gameName: game?.gameName ?? '' });
    },
  });
};
