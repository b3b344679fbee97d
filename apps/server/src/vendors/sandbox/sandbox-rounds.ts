import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { VendorAccount } from '../../modules/seamless-wallet/index.ts';
import { ApiError } from '../../shared/api-error.ts';
import { type GameSession, signGameSession } from '../game-tokens.ts';
import type { WalletCall } from '../wallet-client.ts';

/** Virtual credits a free-play session starts with: 2,000.00. */
export const FREE_PLAY_BALANCE_MINOR = 200_000;
/** A win the wallet did not confirm is sent again this many times (the same transaction id: idempotent). */
const WIN_ATTEMPTS = 3;

export interface PlayedRound {
  roundId: string;
  balance: number;
  /** The session token to use next (free play carries the balance in it). */
  session: string;
}

const insufficient = () => new ApiError(409, 'insufficient_balance', { field: 'stake' });

function walletFailure(step: string, call: WalletCall & { ok: false }): Error {
  return new Error(`seamless-wallet ${step} failed: ${call.status} ${call.code}`);
}

/**
 * Plays one round for the session: free play moves the virtual balance carried in the session; real play
 * sends the bet and then the win (0 on a loss) through the seamless-wallet API, with one round id and a
 * transaction id per step. `winOf` decides the round after the bet is accepted.
 */
export async function playRound(
  app: FastifyInstance,
  sessionToken: string,
  session: GameSession,
  stakeMinor: number,
  winOf: () => number,
): Promise<PlayedRound & { winMinor: number }> {
  const roundId = randomUUID();
  if (session.freePlay) {
    const before = session.freeBalance ?? FREE_PLAY_BALANCE_MINOR;
    if (stakeMinor > before) throw insufficient();
    const winMinor = winOf();
    const balance = before - stakeMinor + winMinor;
    const next = signGameSession(app.secrets.vendorWalletKey, { ...session, freeBalance: balance });
    return { roundId, balance, winMinor, session: next };
  }
  const common = { roundId, playerId: session.playerId, currency: session.currency, nodeId: session.nodeId };
  const bet = await app.walletClient.bet(session, {
    ...common,
    transactionId: `${roundId}-bet`,
    amount: stakeMinor,
  });
  if (!bet.ok) {
    if (bet.code === 'insufficient_balance') throw insufficient();
    // The bet may have gone through without its answer reaching us: return it (404 when it never did).
    await refundBet(app, session, common);
    throw walletFailure('bet', bet);
  }
  const winMinor = winOf();
  let win: number;
  try {
    win = await settleWin(app, session, {
      ...common,
      transactionId: `${roundId}-win`,
      amount: winMinor,
    });
  } catch (error) {
    // The stake must not stay taken by a round that never settles; a win that did land refuses the refund.
    await refundBet(app, session, common);
    throw error;
  }
  return { roundId, balance: win, winMinor, session: sessionToken };
}

/**
 * Returns the round's bet (`<roundId>-bet`) with the fixed refund id `<roundId>-refund`, so sending it again
 * is a repeat. The wallet refuses it (409 round_settled) when the round's win went through after all.
 */
export async function refundBet(
  app: FastifyInstance,
  account: VendorAccount,
  round: { roundId: string; playerId: string; currency: string },
): Promise<WalletCall> {
  const call = await app.walletClient
    .refund(account, {
      transactionId: `${round.roundId}-refund`,
      betTransactionId: `${round.roundId}-bet`,
      roundId: round.roundId,
      playerId: round.playerId,
      currency: round.currency,
    })
    .catch((error: unknown): WalletCall => ({ ok: false, status: 0, code: String(error) }));
  if (!call.ok)
    app.log.warn({ roundId: round.roundId, status: call.status, code: call.code }, 'sandbox refund not made');
  return call;
}

/** Sends a win until the wallet confirms it; answers the balance after it. */
export async function settleWin(
  app: FastifyInstance,
  account: VendorAccount,
  request: Parameters<FastifyInstance['walletClient']['win']>[1],
): Promise<number> {
  let last: WalletCall | undefined;
  for (let attempt = 0; attempt < WIN_ATTEMPTS; attempt++) {
    last = await app.walletClient
      .win(account, request)
      .catch((error: unknown): WalletCall => ({ ok: false, status: 0, code: String(error) }));
    if (last.ok) return last.result.balance;
  }
  throw walletFailure('win', last as WalletCall & { ok: false });
}
