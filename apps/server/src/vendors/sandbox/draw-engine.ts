import { randomUUID } from 'node:crypto';
import type { DrawResult, Lottery } from '@lobby/contract';
import { and, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lotteryDraws, lotteryTickets } from '../../db/schema.ts';
import { merchantCodesOf } from '../../modules/members/index.ts';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import type { GameSession } from '../game-tokens.ts';
import {
  currentIssue,
  LOTTERIES,
  type LotteryDefinition,
  lotteryByCode,
  ticketWin,
  validPick,
} from './lotteries.ts';
import { FREE_PLAY_BALANCE_MINOR, refundBet, settleWin } from './sandbox-rounds.ts';

export const toLottery = (lottery: LotteryDefinition, now: number): Lottery => {
  const { issue, drawAt } = currentIssue(lottery, now);
  const { draw: _draw, betTypes: _betTypes, ...facts } = lottery;
  return { ...facts, currentIssue: issue, nextDrawAt: new Date(drawAt).toISOString() };
};

/**
 * The sandbox draw engine: opens each lottery's current issue, draws due issues and settles their tickets.
 * Several server instances may run it at once: an issue is drawn by whichever UPDATE … WHERE result IS NULL
 * wins, and a ticket's win is a wallet call with the ticket's own transaction id (idempotent).
 */
export class DrawEngine {
  constructor(private readonly app: FastifyInstance) {}

  async tick(): Promise<void> {
    await this.openCurrentIssues();
    await this.drawDue();
    await this.settleDrawn();
  }

  async openCurrentIssues(): Promise<void> {
    const now = this.app.clock.now();
    await this.app.db
      .insert(lotteryDraws)
      .values(
        LOTTERIES.map((lottery) => {
          const { issue, drawAt } = currentIssue(lottery, now);
          return { lotteryCode: lottery.lotteryCode, issue, drawAt: new Date(drawAt) };
        }),
      )
      .onConflictDoNothing();
  }

  /** Draws every issue whose time has come; answers how many this call drew. */
  async drawDue(): Promise<number> {
    const now = dateOf(this.app.clock);
    const due = await this.app.db
      .select({ lotteryCode: lotteryDraws.lotteryCode, issue: lotteryDraws.issue })
      .from(lotteryDraws)
      .where(and(isNull(lotteryDraws.result), lte(lotteryDraws.drawAt, now)));
    let drawn = 0;
    for (const { lotteryCode, issue } of due) {
      const lottery = lotteryByCode(lotteryCode);
      if (!lottery) continue;
      const rows = await this.app.db
        .update(lotteryDraws)
        .set({ result: lottery.draw(), drawnAt: now })
        .where(
          and(
            eq(lotteryDraws.lotteryCode, lotteryCode),
            eq(lotteryDraws.issue, issue),
            isNull(lotteryDraws.result),
          ),
        )
        .returning({ issue: lotteryDraws.issue });
      drawn += rows.length;
    }
    return drawn;
  }

  /** Settles the open tickets of drawn issues (also those a failed earlier pass left open). */
  async settleDrawn(): Promise<number> {
    const open = await this.app.db
      .select({ ticket: lotteryTickets, result: lotteryDraws.result })
      .from(lotteryTickets)
      .innerJoin(
        lotteryDraws,
        and(
          eq(lotteryDraws.lotteryCode, lotteryTickets.lotteryCode),
          eq(lotteryDraws.issue, lotteryTickets.issue),
        ),
      )
      .where(and(eq(lotteryTickets.status, 'open'), isNotNull(lotteryDraws.result)));
    // A ticket's win is paid by the wallet call of its player's merchant.
    const merchants = await merchantCodesOf(
      this.app.db,
      open.map(({ ticket }) => ticket.memberId),
    );
    let settled = 0;
    for (const { ticket, result } of open) {
      const lottery = lotteryByCode(ticket.lotteryCode);
      const merchant = merchants.get(ticket.memberId);
      if (!lottery || !result || !merchant) continue;
      const winMinor = ticketWin(lottery, ticket.pick, ticket.stakeMinor, result);
      try {
        if (!ticket.freePlay)
          await settleWin(
            this.app,
            { vendor: ticket.vendor, merchant },
            {
              transactionId: `${ticket.id}-win`,
              roundId: ticket.id,
              playerId: ticket.memberId,
              currency: ticket.currency,
              nodeId: ticket.nodeId,
              amount: winMinor,
            },
          );
      } catch (error) {
        this.app.log.warn(
          { err: error, ticket: ticket.id },
          'lottery win not confirmed; the next pass retries',
        );
        continue;
      }
      const rows = await this.app.db
        .update(lotteryTickets)
        .set({ status: 'settled', winMinor, settledAt: dateOf(this.app.clock) })
        .where(and(eq(lotteryTickets.id, ticket.id), eq(lotteryTickets.status, 'open')))
        .returning({ id: lotteryTickets.id });
      settled += rows.length;
    }
    return settled;
  }

  /** The latest drawn results, newest first, of the given lotteries. */
  async recentResults(codes: readonly string[], limit: number): Promise<DrawResult[]> {
    if (codes.length === 0) return [];
    const rows = await this.app.db
      .select()
      .from(lotteryDraws)
      .where(and(inArray(lotteryDraws.lotteryCode, [...codes]), isNotNull(lotteryDraws.result)))
      .orderBy(desc(lotteryDraws.drawAt), lotteryDraws.lotteryCode)
      .limit(limit);
    return rows.map((row) => ({
      lotteryCode: row.lotteryCode,
      issue: row.issue,
      drawnAt: (row.drawnAt ?? row.drawAt).toISOString(),
      prizes: row.result ?? [],
    }));
  }

  /**
   * Buys one ticket for the lottery's current issue: real play debits the stake through the seamless-wallet
   * API (round id = ticket id); free play from the virtual balance in the session, answered re-signed.
   */
  async buyTicket(
    session: GameSession,
    input: { lotteryCode: string; issue: string; betType: string; number: string; stake: number },
  ): Promise<{ ticketId: string; balance: number | undefined; session: GameSession }> {
    const lottery = lotteryByCode(input.lotteryCode);
    if (!lottery || lottery.vendor !== session.vendor) throw fieldError('lotteryCode', 'invalid_value');
    const betType = lottery.betTypes[input.betType];
    if (!betType) throw fieldError('betType', 'invalid_value');
    if (!validPick(lottery, betType, input.number)) throw fieldError('number', 'invalid_format');
    const now = this.app.clock.now();
    const current = currentIssue(lottery, now);
    if (input.issue !== current.issue) throw new ApiError(409, 'lottery_closed', { field: 'issue' });

    const ticketId = randomUUID();
    let balance: number | undefined;
    let next = session;
    if (session.freePlay) {
      const before = session.freeBalance ?? FREE_PLAY_BALANCE_MINOR;
      if (input.stake > before) throw new ApiError(409, 'insufficient_balance', { field: 'stake' });
      balance = before - input.stake;
      next = { ...session, freeBalance: balance };
    } else {
      const bet = await this.app.walletClient.bet(session, {
        transactionId: `${ticketId}-bet`,
        roundId: ticketId,
        playerId: session.playerId,
        currency: session.currency,
        nodeId: session.nodeId,
        amount: input.stake,
      });
      if (!bet.ok && bet.code === 'insufficient_balance')
        throw new ApiError(409, 'insufficient_balance', { field: 'stake' });
      if (!bet.ok) {
        // The bet may have been taken without its answer reaching us: return it (404 when it never was).
        await refundBet(this.app, session, {
          roundId: ticketId,
          playerId: session.playerId,
          currency: session.currency,
        });
        throw new Error(`seamless-wallet bet failed: ${bet.status} ${bet.code}`);
      }
      balance = bet.result.balance;
    }
    try {
      await this.recordTicket(ticketId, session, lottery, current, input, now);
    } catch (error) {
      if (!session.freePlay)
        await refundBet(this.app, session, {
          roundId: ticketId,
          playerId: session.playerId,
          currency: session.currency,
        });
      throw error;
    }
    return { ticketId, balance, session: next };
  }

  private async recordTicket(
    ticketId: string,
    session: GameSession,
    lottery: LotteryDefinition,
    current: { issue: string; drawAt: number },
    input: { betType: string; number: string; stake: number },
    now: number,
  ): Promise<void> {
    await this.app.db
      .insert(lotteryDraws)
      .values({ lotteryCode: lottery.lotteryCode, issue: current.issue, drawAt: new Date(current.drawAt) })
      .onConflictDoNothing();
    await this.app.db.insert(lotteryTickets).values({
      id: ticketId,
      memberId: session.playerId,
      lotteryCode: lottery.lotteryCode,
      issue: current.issue,
      nodeId: session.nodeId,
      vendor: session.vendor,
      pick: { betType: input.betType, numbers: [input.number] },
      stakeMinor: input.stake,
      currency: session.currency,
      freePlay: session.freePlay,
      status: 'open',
      createdAt: new Date(now),
    });
  }

  /** The player's latest tickets (newest first). */
  tickets(playerId: string, limit = 20) {
    return this.app.db
      .select()
      .from(lotteryTickets)
      .where(eq(lotteryTickets.memberId, playerId))
      .orderBy(desc(lotteryTickets.createdAt))
      .limit(limit);
  }
}
