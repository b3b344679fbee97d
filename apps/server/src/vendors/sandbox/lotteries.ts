import { randomInt } from 'node:crypto';

/* The sandbox vendor's lotteries, defined in code. Every draw uses crypto.randomInt. */

export type LotteryRegion = 'VN' | 'NUMERO' | 'SEA';
export type Prizes = { tier: string; numbers: string[] }[];

interface BetType {
  /** Digits of the one number picked (a NUMERO pick is 1 to the pool size, written with two digits). */
  digits: number;
  /** Stake multiple the ticket returns per winning number of the draw. */
  multiplierOf: (pick: string, prizes: Prizes) => number;
}

export interface LotteryDefinition {
  lotteryCode: string;
  nameCode: string;
  vendor: string;
  gameGroupId: string;
  region: LotteryRegion;
  drawIntervalSeconds: number;
  draw: () => Prizes;
  betTypes: Record<string, BetType>;
}

const digits = (count: number) => String(randomInt(10 ** count)).padStart(count, '0');

/** Vietnamese (northern) prize tiers: 27 numbers from the 5-digit special prize down to four 2-digit ones. */
const VN_TIERS: [tier: string, count: number, digits: number][] = [
  ['special', 1, 5],
  ['first', 1, 5],
  ['second', 2, 5],
  ['third', 6, 5],
  ['fourth', 4, 4],
  ['fifth', 6, 4],
  ['sixth', 3, 3],
  ['seventh', 4, 2],
];
const drawTiers = (tiers: typeof VN_TIERS): Prizes =>
  tiers.map(([tier, count, size]) => ({ tier, numbers: Array.from({ length: count }, () => digits(size)) }));

const lastTwo = (number: string) => number.slice(-2);
const numbersOf = (prizes: Prizes, tier?: string) =>
  prizes.filter((prize) => tier === undefined || prize.tier === tier).flatMap((prize) => prize.numbers);

/*
 * Pay tables (return to player per bet type): lo2 3.5 × 27 numbers / 100 = 94.5 %; special2 95 / 100 = 95 %;
 * numero 3.8 × 5 drawn / 20 = 95 %; SEA 2d 95 / 100 = 95 %, 4d 9,500 / 10,000 = 95 %.
 */
const VN_BETS: Record<string, BetType> = {
  lo2: {
    digits: 2,
    multiplierOf: (pick, prizes) =>
      3.5 * numbersOf(prizes).filter((number) => lastTwo(number) === pick).length,
  },
  special2: {
    digits: 2,
    multiplierOf: (pick, prizes) => (numbersOf(prizes, 'special').some((n) => lastTwo(n) === pick) ? 95 : 0),
  },
};

export const NUMERO_POOL = 20;
export const NUMERO_DRAWN = 5;

function drawNumero(): Prizes {
  const pool = Array.from({ length: NUMERO_POOL }, (_, index) => index + 1);
  const drawn: number[] = [];
  for (let k = 0; k < NUMERO_DRAWN; k++) drawn.push(...pool.splice(randomInt(pool.length), 1));
  return [{ tier: 'numbers', numbers: drawn.map((n) => String(n).padStart(2, '0')) }];
}

const SEA_TIERS: typeof VN_TIERS = [
  ['first', 1, 4],
  ['second', 1, 4],
  ['third', 1, 4],
];

export const LOTTERIES: readonly LotteryDefinition[] = [
  {
    lotteryCode: 'VN_1MIN',
    nameCode: 'lottery.vn1',
    vendor: 'TCG_LOTTO_VN',
    gameGroupId: 'VN',
    region: 'VN',
    drawIntervalSeconds: 60,
    draw: () => drawTiers(VN_TIERS),
    betTypes: VN_BETS,
  },
  {
    lotteryCode: 'VN_5MIN',
    nameCode: 'lottery.vn5',
    vendor: 'TCG_LOTTO_VN',
    gameGroupId: 'VN',
    region: 'VN',
    drawIntervalSeconds: 300,
    draw: () => drawTiers(VN_TIERS),
    betTypes: VN_BETS,
  },
  {
    lotteryCode: 'NUMERO_1MIN',
    nameCode: 'lottery.numero1',
    vendor: 'TCG_LOTTO_VN',
    gameGroupId: 'NUMERO',
    region: 'NUMERO',
    drawIntervalSeconds: 60,
    draw: drawNumero,
    betTypes: {
      pick1: {
        digits: 2,
        multiplierOf: (pick, prizes) => (numbersOf(prizes).includes(pick) ? 3.8 : 0),
      },
    },
  },
  {
    lotteryCode: 'SEA_3MIN',
    nameCode: 'lottery.sea3',
    vendor: 'TCG_SEA',
    gameGroupId: 'SEA',
    region: 'SEA',
    drawIntervalSeconds: 180,
    draw: () => drawTiers(SEA_TIERS),
    betTypes: {
      '2d': {
        digits: 2,
        multiplierOf: (pick, prizes) =>
          numbersOf(prizes, 'first').some((n) => lastTwo(n) === pick) ? 95 : 0,
      },
      '4d': {
        digits: 4,
        multiplierOf: (pick, prizes) => (numbersOf(prizes, 'first').includes(pick) ? 9500 : 0),
      },
    },
  },
];

export const lotteryByCode = (code: string): LotteryDefinition | undefined =>
  LOTTERIES.find((lottery) => lottery.lotteryCode === code);

/** Whether `pick` is a valid number for the bet type (NUMERO: 01 to the pool size). */
export function validPick(lottery: LotteryDefinition, betType: BetType, pick: string): boolean {
  if (!new RegExp(`^\\d{${betType.digits}}$`).test(pick)) return false;
  return lottery.region !== 'NUMERO' || (Number(pick) >= 1 && Number(pick) <= NUMERO_POOL);
}

/** Bets on an issue close this long before its draw. */
export const BETS_CLOSE_MS = 5_000;
const DAY_MS = 86_400_000;

export interface Issue {
  issue: string;
  drawAt: number;
}

/**
 * The issue bets go to at `now`: the first draw of the schedule (every interval from midnight UTC) that
 * closes after now. Numbered per day: YYYYMMDD and the draw's number in the day, 4 digits (0001 at 00:01
 * for a 1-minute lottery; the draw at midnight is the last of the day before).
 */
export function currentIssue(lottery: LotteryDefinition, now: number): Issue {
  const interval = lottery.drawIntervalSeconds * 1000;
  const drawAt = (Math.floor((now + BETS_CLOSE_MS) / interval) + 1) * interval;
  return { issue: issueAt(lottery, drawAt), drawAt };
}

export function issueAt(lottery: LotteryDefinition, drawAt: number): string {
  const dayStart = Math.floor((drawAt - 1) / DAY_MS) * DAY_MS;
  const number = (drawAt - dayStart) / (lottery.drawIntervalSeconds * 1000);
  const day = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(number).padStart(4, '0')}`;
}

/** What a ticket returns for the draw, in minor units (rounded down). */
export function ticketWin(
  lottery: LotteryDefinition,
  pick: { betType: string; numbers: string[] },
  stakeMinor: number,
  prizes: Prizes,
): number {
  const betType = lottery.betTypes[pick.betType];
  if (!betType) return 0;
  const multiple = pick.numbers.reduce((sum, number) => sum + betType.multiplierOf(number, prizes), 0);
  return Math.floor(stakeMinor * multiple);
}
