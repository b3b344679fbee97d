import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type gameRounds, games, winners } from '../../db/schema.ts';
import { maskName } from '../../shared/masked-name.ts';

/** A win of at least 1,000.00 in major units, or of at least this many times the round's stake, is big. */
export const BIG_WIN_MINOR = 100_000;
export const BIG_WIN_MULTIPLE = 50;

export interface SettledWin {
  merchantCode: string;
  username: string;
  round: typeof gameRounds.$inferSelect;
  winMinor: number;
  now: Date;
}

export const isBigWin = (winMinor: number, betMinor: number): boolean =>
  winMinor > 0 && (winMinor >= BIG_WIN_MINOR || (betMinor > 0 && winMinor >= BIG_WIN_MULTIPLE * betMinor));

/** Puts a big win on the merchant's winner board, under the member's masked name. */
export async function recordBigWin(tx: Db, win: SettledWin): Promise<void> {
  if (!isBigWin(win.winMinor, win.round.betMinor)) return;
  const [game] = win.round.nodeId
    ? await tx.select({ iconUrl: games.iconUrl }).from(games).where(eq(games.nodeId, win.round.nodeId))
    : [];
  await tx.insert(winners).values({
    merchantCode: win.merchantCode,
    customerName: maskName(win.username),
    nodeId: win.round.nodeId,
    gameName: win.round.gameName,
    gameType: win.round.gameType,
    iconUrl: game?.iconUrl ?? '',
    winAmountMinor: win.winMinor,
    currency: win.round.currency,
    wonAt: win.now,
  });
}
