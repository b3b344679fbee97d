import type { Db } from '../../db/client.ts';
import { maskName } from '../../shared/masked-name.ts';
import { gameLabels } from '../catalogue/index.ts';
import { insertWinner } from '../content/index.ts';
import type { GameRound } from '../wallet/index.ts';

/** A win of at least 1,000.00 in major units, or of at least this many times the round's stake, is big. */
export const BIG_WIN_MINOR = 100_000;
export const BIG_WIN_MULTIPLE = 50;

export interface SettledWin {
  merchantCode: string;
  username: string;
  round: GameRound;
  winMinor: number;
  now: Date;
}

export const isBigWin = (winMinor: number, betMinor: number): boolean =>
  winMinor > 0 && (winMinor >= BIG_WIN_MINOR || (betMinor > 0 && winMinor >= BIG_WIN_MULTIPLE * betMinor));

/** Puts a big win on the merchant's winner board, under the member's masked name. */
export async function recordBigWin(tx: Db, win: SettledWin): Promise<void> {
  if (!isBigWin(win.winMinor, win.round.betMinor)) return;
  const game = win.round.nodeId
    ? (await gameLabels(tx, [win.round.nodeId])).get(win.round.nodeId)
    : undefined;
  await insertWinner(tx, {
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
