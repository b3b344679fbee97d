import { randomInt } from 'node:crypto';

/* The sandbox games' rules. Every draw uses crypto.randomInt; payouts are whole minor units, rounded down. */

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** Each reel's strip: how often each symbol stops on the pay line (out of 30). */
export const SLOT_WEIGHTS: Record<SlotSymbol, number> = { cherry: 10, lemon: 8, bell: 6, star: 4, seven: 2 };
/** Three of a kind pays stake × this; two cherries from the left pay stake × 2. */
export const SLOT_THREE_OF_A_KIND: Record<SlotSymbol, number> = {
  cherry: 5,
  lemon: 10,
  bell: 25,
  star: 60,
  seven: 320,
};
export const SLOT_TWO_CHERRIES = 2;

/** Stake multiple a stop of three reels pays (the expected value over all stops is 0.96: RTP 96 %). */
export function slotMultiplier([a, b, c]: readonly SlotSymbol[]): number {
  if (a && a === b && b === c) return SLOT_THREE_OF_A_KIND[a];
  return a === 'cherry' && b === 'cherry' ? SLOT_TWO_CHERRIES : 0;
}

const SLOT_STRIP_TOTAL = Object.values(SLOT_WEIGHTS).reduce((sum, weight) => sum + weight, 0);

function spinReel(): SlotSymbol {
  let pick = randomInt(SLOT_STRIP_TOTAL);
  for (const symbol of SLOT_SYMBOLS) {
    pick -= SLOT_WEIGHTS[symbol];
    if (pick < 0) return symbol;
  }
  throw new Error('slot strip weights do not add up');
}

export function spinSlot(stakeMinor: number): { reels: SlotSymbol[]; winMinor: number } {
  const reels = [spinReel(), spinReel(), spinReel()];
  return { reels, winMinor: stakeMinor * slotMultiplier(reels) };
}

/* Crash: the multiplier rises from 1.00× until it crashes; the player's cash-out target wins if reached. */

/** Multipliers in hundredths (1.50× is 150). */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 10_000;
const CRASH_RANGE = 2 ** 31;

/** P(crash ≥ m) = 0.96 / m, so every target returns 96 % of the stake on average. */
export function drawCrashPoint(): number {
  return Math.max(100, Math.floor((96 * CRASH_RANGE) / (randomInt(CRASH_RANGE) + 1)));
}

export function playCrash(stakeMinor: number, target: number): { crashPoint: number; winMinor: number } {
  const crashPoint = drawCrashPoint();
  return { crashPoint, winMinor: crashPoint >= target ? Math.floor((stakeMinor * target) / 100) : 0 };
}

/* Baccarat (punto banco) from an eight-deck shoe with the standard third-card rules. */

export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];
/** Returned per unit staked on a win: player 1:1, banker 1:1 less 5 % commission, tie 8:1. */
const BACCARAT_RETURN: Record<BaccaratSide, number> = { player: 2, banker: 1.95, tie: 9 };

/** A card as rank 1 (ace) to 13 (king); the suit does not matter to the game. */
const drawCard = (): number => randomInt(13) + 1;
const points = (cards: readonly number[]) =>
  cards.reduce((sum, rank) => sum + (rank >= 10 ? 0 : rank), 0) % 10;

function bankerDraws(bankerPoints: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerPoints <= 5;
  const third = playerThird >= 10 ? 0 : playerThird;
  switch (bankerPoints) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

export interface BaccaratHand {
  player: number[];
  banker: number[];
  winner: BaccaratSide;
}

export function dealBaccarat(): BaccaratHand {
  const player = [drawCard(), drawCard()];
  const banker = [drawCard(), drawCard()];
  const natural = points(player) >= 8 || points(banker) >= 8;
  if (!natural) {
    let playerThird: number | undefined;
    if (points(player) <= 5) {
      playerThird = drawCard();
      player.push(playerThird);
    }
    if (bankerDraws(points(banker), playerThird)) banker.push(drawCard());
  }
  const [p, b] = [points(player), points(banker)];
  return { player, banker, winner: p === b ? 'tie' : p > b ? 'player' : 'banker' };
}

/** A tie returns player and banker stakes. */
export function baccaratWin(stakeMinor: number, side: BaccaratSide, winner: BaccaratSide): number {
  if (side === winner) return Math.floor(stakeMinor * BACCARAT_RETURN[side]);
  return winner === 'tie' ? stakeMinor : 0;
}

export const baccaratPoints = points;
