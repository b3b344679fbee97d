import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LOTTO_H5_VENDOR_BASE, text } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findVendorDisplayName, gameLabels, localGameName } from '../../modules/catalogue/index.ts';
import { merchantExists } from '../../modules/merchants/index.ts';
import { PAGE_KIT_DIR } from '../../paths.ts';
import { SANDBOX_SECURITY_HEADERS } from '../../plugins/security-headers.ts';
import { linkedSession } from '../../plugins/sessions/launched-sessions.ts';
import { ApiError } from '../../shared/api-error.ts';
import { ok } from '../../shared/envelope.ts';
import {
  GAME_SESSION_TTL_MS,
  type GameSession,
  signGameSession,
  verifyGameSession,
  verifyLaunchToken,
} from '../game-tokens.ts';
import { toLottery } from './draw-engine.ts';
import { LOTTERIES } from './lotteries.ts';
import { SANDBOX_BASE } from './sandbox-adapter.ts';
import {
  BACCARAT_SIDES,
  baccaratPoints,
  baccaratWin,
  CRASH_MAX_TARGET,
  CRASH_MIN_TARGET,
  dealBaccarat,
  playCrash,
  spinSlot,
} from './sandbox-outcomes.ts';
import { FREE_PLAY_BALANCE_MINOR, playRound } from './sandbox-rounds.ts';

const token = text().min(1).max(4096);
const stake = z.number().int().min(1).max(1_000_000);
const SessionBody = z.object({ session: token });
const hidden = { hide: true } as const;

const expired = () => new ApiError(401, 'game_session_expired');

/** Where a game session's claims come from: a launch token (exchanged once) or a game session token. */
type Verify = (rootKey: string, token: string, now: number) => GameSession | undefined;

/**
 * The claims of a launch or game session token, on a call the member may still make: 401
 * game_session_expired when forged, expired, or its member session has ended (logout, password change,
 * time-out); 403 user_disabled for a disabled member; the merchant's platform gate (503, 403) applies.
 */
async function claimsOf(request: FastifyRequest, verify: Verify, token: string): Promise<GameSession> {
  const { server } = request;
  const claims = verify(server.secrets.vendorWalletKey, token, server.clock.now());
  if (!claims) throw expired();
  const linked = await linkedSession(request, {
    sessionId: claims.sessionId,
    memberId: claims.playerId,
    iat: claims.iat,
  });
  if (linked.status === 'disabled') throw new ApiError(403, 'user_disabled');
  if (linked.status === 'ended') throw expired();
  return claims;
}

/** The game session of a request body, checked as claimsOf says. */
const sessionOf = (request: FastifyRequest, token: string) => claimsOf(request, verifyGameSession, token);

/** The player's balance as the vendor sees it: the virtual credits, or the wallet's through the API. */
async function balanceOf(app: FastifyInstance, session: GameSession): Promise<number> {
  if (session.freePlay) return session.freeBalance ?? FREE_PLAY_BALANCE_MINOR;
  const call = await app.walletClient.balance(session, {
    playerId: session.playerId,
    currency: session.currency,
  });
  if (!call.ok) throw new Error(`seamless-wallet balance failed: ${call.status} ${call.code}`);
  return call.result.balance;
}

async function gameNameOf(app: FastifyInstance, session: GameSession): Promise<string> {
  const language = session.language.toUpperCase();
  const game = session.nodeId ? (await gameLabels(app.db, [session.nodeId])).get(session.nodeId) : undefined;
  if (game) return localGameName(game, language);
  return (await findVendorDisplayName(app.db, session.vendor)) ?? session.vendor;
}

/** A merchant's lottery colours: its code picks the hue, so every merchant's lobby looks its own. */
function merchantCss(code: string): string {
  const hue = createHash('sha256').update(code).digest().readUInt16BE(0) % 360;
  return [
    ':root {',
    // White on the brand colour keeps 4.5:1 whatever the hue only at this lightness or darker.
    `  --brand: hsl(${hue} 70% 27%);`,
    `  --brand-strong: hsl(${hue} 75% 20%);`,
    `  --brand-soft: hsl(${hue} 60% 92%);`,
    `  --on-brand: #ffffff;`,
    '}',
    '',
  ].join('\n');
}

/**
 * The sandbox vendor: its static game pages (apps/server/sandbox-games) under /sandbox/, the lotto-h5
 * lottery app under LOTTO_H5_VENDOR_BASE, and its game server under /sandbox/api. The pages may be framed
 * by this origin only. Money moves only through the seamless-wallet API (app.walletClient).
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ root: string }> = async (app, { root }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SANDBOX_SECURITY_HEADERS);
  });

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root: [root, PAGE_KIT_DIR],
      prefix: `${SANDBOX_BASE}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', 'no-cache');
      },
    });
    const lottoPage = path.join(root, 'lotto-h5', 'index.html');
    app.get(
      `${LOTTO_H5_VENDOR_BASE}/:mui/:playType/games/:gameId`,
      { schema: hidden },
      async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(await readFile(lottoPage)),
    );
  } else {
    app.log.warn({ root }, 'no sandbox games found; the sandbox vendor serves its API only');
  }

  app.get(
    `${LOTTO_H5_VENDOR_BASE}/css/:file`,
    { schema: { ...hidden, params: z.object({ file: text().regex(/^[A-Za-z0-9_-]{1,40}\.css$/) }) } },
    async (request, reply) => {
      const code = request.params.file.slice(0, -'.css'.length);
      if (!(await merchantExists(app.db, code))) throw new ApiError(404, 'not_found');
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(merchantCss(code));
    },
  );

  app.post(
    `${SANDBOX_BASE}/api/session`,
    { schema: { ...hidden, body: z.object({ token }) } },
    async (request) => {
      const grant = await claimsOf(request, verifyLaunchToken, request.body.token);
      if (!(await app.singleUse.use('game-launch', grant.launchId, grant.exp))) throw expired();
      const now = app.clock.now();
      const session: GameSession = {
        ...grant,
        exp: now + GAME_SESSION_TTL_MS,
        ...(grant.freePlay ? { freeBalance: FREE_PLAY_BALANCE_MINOR } : {}),
      };
      return ok({
        session: signGameSession(app.secrets.vendorWalletKey, session),
        balance: await balanceOf(app, session),
        currency: session.currency,
        freePlay: session.freePlay,
        gameName: await gameNameOf(app, session),
        language: session.language,
      });
    },
  );

  app.post(
    `${SANDBOX_BASE}/api/slot/spin`,
    { schema: { ...hidden, body: SessionBody.extend({ stake }) } },
    async (request) => {
      const session = await sessionOf(request, request.body.session);
      let reels: string[] = [];
      const round = await playRound(app, request.body.session, session, request.body.stake, () => {
        const spin = spinSlot(request.body.stake);
        reels = spin.reels;
        return spin.winMinor;
      });
      return ok({ ...round, reels });
    },
  );

  app.post(
    `${SANDBOX_BASE}/api/crash/play`,
    {
      schema: {
        ...hidden,
        body: SessionBody.extend({
          stake,
          target: z.number().int().min(CRASH_MIN_TARGET).max(CRASH_MAX_TARGET),
        }),
      },
    },
    async (request) => {
      const { session: token, stake: amount, target } = request.body;
      let crashPoint = 0;
      const round = await playRound(app, token, await sessionOf(request, token), amount, () => {
        const play = playCrash(amount, target);
        crashPoint = play.crashPoint;
        return play.winMinor;
      });
      return ok({ ...round, crashPoint, target });
    },
  );

  app.post(
    `${SANDBOX_BASE}/api/table/play`,
    { schema: { ...hidden, body: SessionBody.extend({ stake, side: z.enum(BACCARAT_SIDES) }) } },
    async (request) => {
      const { session: token, stake: amount, side } = request.body;
      let hand = dealBaccarat();
      const round = await playRound(app, token, await sessionOf(request, token), amount, () => {
        hand = dealBaccarat();
        return baccaratWin(amount, side, hand.winner);
      });
      return ok({
        ...round,
        side,
        ...hand,
        playerPoints: baccaratPoints(hand.player),
        bankerPoints: baccaratPoints(hand.banker),
      });
    },
  );

  app.post(
    `${SANDBOX_BASE}/api/rounds/detail`,
    { schema: { ...hidden, body: SessionBody.extend({ roundId: text().min(1).max(64) }) } },
    async (request) => {
      const session = await sessionOf(request, request.body.session);
      const round = await app.vendors
        .adapterFor(session.vendor)
        .roundHistory(session.playerId, request.body.roundId);
      if (!round) throw new ApiError(404, 'not_found', { field: 'roundId' });
      return ok(round);
    },
  );

  app.post(
    `${SANDBOX_BASE}/api/lotto/state`,
    { schema: { ...hidden, body: SessionBody } },
    async (request) => {
      const session = await sessionOf(request, request.body.session);
      const lotteries = LOTTERIES.filter((lottery) => lottery.vendor === session.vendor);
      const now = app.clock.now();
      const tickets = await app.lottery.tickets(session.playerId);
      return ok({
        now: new Date(now).toISOString(),
        balance: await balanceOf(app, session),
        currency: session.currency,
        freePlay: session.freePlay,
        lotteries: lotteries.map((lottery) => ({
          ...toLottery(lottery, now),
          betTypes: Object.keys(lottery.betTypes),
        })),
        results: await app.lottery.recentResults(
          lotteries.map((lottery) => lottery.lotteryCode),
          10,
        ),
        tickets: tickets.map((ticket) => ({
          ticketId: ticket.id,
          lotteryCode: ticket.lotteryCode,
          issue: ticket.issue,
          betType: ticket.pick.betType,
          numbers: ticket.pick.numbers,
          stake: ticket.stakeMinor,
          win: ticket.winMinor,
          status: ticket.status,
        })),
      });
    },
  );

  app.post(
    `${SANDBOX_BASE}/api/lotto/tickets`,
    {
      schema: {
        ...hidden,
        body: SessionBody.extend({
          stake,
          lotteryCode: text().min(1).max(40),
          issue: text().min(1).max(40),
          betType: text().min(1).max(20),
          number: text().min(1).max(8),
        }),
      },
    },
    async (request) => {
      const { session: token, ...input } = request.body;
      const bought = await app.lottery.buyTicket(await sessionOf(request, token), input);
      return ok({
        ticketId: bought.ticketId,
        balance: bought.balance,
        session: bought.session.freePlay
          ? signGameSession(app.secrets.vendorWalletKey, bought.session)
          : token,
      });
    },
  );
};
