/*
 * The deterministic demo catalogue: vendors, games, banners and winner-board entries, generated from a seed.
 * Pure: no I/O, no clock, no Math.random. The same options always give the same catalogue.
 */

import { GAME_CATEGORIES, type Game, type GameCategory, IN_HOUSE_CLASSIFICATION } from '@lobby/contract';
import { DEFAULT_DEMO_GAMES } from '../../plugins/config.ts';
import { maskName } from '../../shared/masked-name.ts';
import { createRandom, type Random } from '../../shared/random.ts';
import { EN } from '../content-texts/en.ts';
import type { BannerId } from '../content-texts/types.ts';
import {
  type DemoLanguage,
  type Draw,
  fullName,
  type GameName,
  type Localized,
  lobbyName,
  mapLocalized,
  pickGameName,
  sequelsOf,
  titleDeck,
} from './game-names.ts';
import { DEMO_VENDORS, type DemoVendor } from './vendors.ts';

export interface DemoGame extends Game {
  /** The game name per language; `gameName` is the EN one. */
  names: Localized;
}

export type BannerGroup = 'm_home' | 'm_live' | 'm_game';

export interface DemoBanner {
  bannerId: BannerId;
  groupName: BannerGroup;
  title: string;
  /** The sub-line drawn under the headline. */
  subtitle: string;
  /** The call-to-action pill text. */
  cta: string;
  url: string;
  image: string;
  sortOrder: number;
  /** Category whose motif the artwork draws, and the vendor whose colours it uses. */
  gameType: GameCategory;
  vassalage: string;
}

/** A winner-board item (the spec's vo object) plus the game it came from. */
export interface DemoWinner {
  customerName: string;
  gameName: string;
  iconUrl: string;
  /** Minor units (cents): 1234567 is 12,345.67. */
  winAmount: number;
  nodeId: string;
  gameType: GameCategory;
}

export interface DemoCatalogue {
  vendors: DemoVendor[];
  games: DemoGame[];
  banners: DemoBanner[];
  winners: DemoWinner[];
}

export interface DemoCatalogueOptions {
  /** How many games; default 640. Every vendor-category pair gets at least one, so the floor is their count (33). */
  games?: number;
  seed?: number;
}

export const DEFAULT_DEMO_SEED = 20220;

/** Relative share of the catalogue per category (RNG the most). */
const CATEGORY_WEIGHT: Record<GameCategory, number> = {
  RNG: 50,
  LIVE: 9,
  BGS: 4,
  FISH: 7,
  SPORTS: 2.5,
  COCKFIGHT: 1.5,
  ESPORTS: 2,
  POKER: 6,
  LOTT: 4.5,
  ELOTT: 4.5,
  PVP: 4,
  INHOUSE: 3,
};

/** Relative frequency of each classification inside its category. */
const CLASSIFICATION_WEIGHT: Record<string, number> = {
  Slots: 60,
  Megaways: 15,
  Jackpot: 12,
  Classic: 13,
  Baccarat: 45,
  Roulette: 20,
  Blackjack: 20,
  'Dragon Tiger': 15,
  Fishing: 70,
  Arcade: 30,
  Crash: 1,
};

const DEFAULT_CLASSIFICATIONS: Partial<Record<GameCategory, string[]>> = {
  RNG: ['Slots', 'Megaways', 'Jackpot', 'Classic'],
  LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Dragon Tiger'],
  FISH: ['Fishing', 'Arcade'],
  INHOUSE: [IN_HOUSE_CLASSIFICATION],
};

const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75, 1] as const;
const MIN_BET_WEIGHT: Partial<Record<GameCategory, number[]>> = {
  RNG: [30, 25, 25, 10, 5, 5],
  FISH: [30, 30, 25, 10, 3, 2],
  LIVE: [0, 0, 10, 35, 25, 30],
  BGS: [0, 10, 30, 30, 15, 15],
  LOTT: [20, 20, 30, 15, 10, 5],
  ELOTT: [20, 20, 30, 15, 10, 5],
};
const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50];
/** Share of games with free play (supportPlay 0) per kind of category. */
const FREE_PLAY: Partial<Record<GameCategory, number>> = {
  RNG: 0.62,
  FISH: 0.6,
  INHOUSE: 0.7,
  BGS: 0.5,
  PVP: 0.5,
  POKER: 0.4,
};

export const gameIconUrl = (gameCode: string): string => `/media/games/${gameCode}.svg`;
export const bannerImageUrl = (bannerId: number): string => `/media/banners/${bannerId}.svg`;

/** Spreads `total` over weights by largest remainder, on top of a minimum per slot (`total` below their sum gives the minimums). */
function apportion(total: number, weights: readonly number[], mins: readonly number[]): number[] {
  const rest = Math.max(0, total - mins.reduce((a, b) => a + b, 0));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (rest * weight) / sum);
  const counts = exact.map(Math.floor);
  let left = rest - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, frac: value - Math.floor(value) }))
    .sort((a, b) => b.frac - a.frac);
  for (const { index } of order) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left--;
  }
  return counts.map((count, index) => count + (mins[index] ?? 0));
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function pickClassification(random: Random, vendor: DemoVendor, category: GameCategory): string | null {
  const list = vendor.classifications[category] ?? DEFAULT_CLASSIFICATIONS[category];
  if (!list || list.length === 0) return null;
  return list[random.weighted(list.map((name) => CLASSIFICATION_WEIGHT[name] ?? 1))] ?? null;
}

function lottoModeFor(random: Random, category: GameCategory): string | null {
  if (category === 'LOTT') return random.chance(0.3) ? 'Traditional,Entertainment' : 'Traditional';
  if (category === 'ELOTT') return random.chance(0.7) ? 'Entertainment' : 'Traditional';
  return null;
}

function popularityFor(random: Random, vendor: DemoVendor, lobby: boolean): number {
  if (lobby) return random.int(8500, 10000);
  const base = random.next() ** 2.2 * 10000;
  const boosted = vendor.hot ? base * 0.7 + 3000 : base;
  return Math.min(10000, Math.round(boosted));
}

/** Generates the demo catalogue. Default 640 games; 10,000 games take a few tens of milliseconds. */
export function demoCatalogue(options: DemoCatalogueOptions = {}): DemoCatalogue {
  const total = Math.max(0, Math.floor(options.games ?? DEFAULT_DEMO_GAMES));
  const random = createRandom(options.seed ?? DEFAULT_DEMO_SEED);
  const vendors = DEMO_VENDORS.map((vendor) => ({ ...vendor, categories: [...vendor.categories] }));

  const servers = new Map<GameCategory, DemoVendor[]>(
    GAME_CATEGORIES.map((category) => [
      category,
      vendors.filter((vendor) => vendor.categories.includes(category)),
    ]),
  );
  // Every vendor-category pair gets one game first; the rest follows the category weights.
  const perCategory = apportion(
    total,
    GAME_CATEGORIES.map((category) => CATEGORY_WEIGHT[category]),
    GAME_CATEGORIES.map((category) => (total > 0 ? (servers.get(category)?.length ?? 0) : 0)),
  );

  const games: DemoGame[] = [];
  const naming: Naming = {
    draw: titleDeck(random),
    used: new Set(),
    suffixes: new Map(),
    exhausted: new Set(),
  };
  const usedCodes = new Set<string>();
  const nextGameId = new Map<string, number>();

  GAME_CATEGORIES.forEach((category, categoryIndex) => {
    const serving = servers.get(category) ?? [];
    const perVendor = apportion(
      perCategory[categoryIndex] ?? 0,
      serving.map((vendor) => vendor.weight),
      serving.map(() => (total > 0 ? 1 : 0)),
    );
    serving.forEach((vendor, vendorIndex) => {
      const count = perVendor[vendorIndex] ?? 0;
      for (let k = 0; k < count; k++) {
        const lobby = k === 0 && vendor.lobbyGameCode !== null && vendor.categories[0] === category;
        games.push(makeGame(random, vendor, category, lobby, games.length, naming, usedCodes, nextGameId));
      }
    });
  });

  return { vendors, games, banners: demoBanners(), winners: demoWinners(random, games) };
}

/** The catalogue's names so far, and where each title list stands. */
interface Naming {
  draw: Draw;
  /** Lower-case EN names already given. */
  used: Set<string>;
  /** The next number to try per repeated name. */
  suffixes: Map<string, number>;
  /** Categories that have run out of fresh titles. */
  exhausted: Set<GameCategory>;
}

function uniqueName(
  random: Random,
  vendor: DemoVendor,
  category: GameCategory,
  classification: string | null,
  { draw, used, suffixes, exhausted }: Naming,
) {
  const taken = (name: GameName) => used.has(fullName(name).EN.toLowerCase());
  let name = pickGameName(random, draw, category, classification, vendor.code);
  // Tables and lotteries retry another number; once a title had to be a sequel, the category stops trying.
  const attempts = exhausted.has(category) ? 1 : 6;
  for (let attempt = 0; attempt < attempts && taken(name); attempt++)
    name = pickGameName(random, draw, category, classification, vendor.code);
  if (taken(name)) {
    exhausted.add(category);
    name = sequelsOf(name).find((sequel) => !taken(sequel)) ?? name;
  }
  let names = fullName(name);
  const key = names.EN.toLowerCase();
  if (used.has(key)) {
    // Numbered repeats after the sequels ("Tank Battle 4"); the counter keeps this linear for big catalogues.
    let n = suffixes.get(key) ?? 2;
    while (used.has(`${key} ${n}`)) n++;
    suffixes.set(key, n + 1);
    const suffix = n;
    names = mapLocalized(names, (text) => `${text} ${suffix}`);
  }
  used.add(names.EN.toLowerCase());
  return { names, group: name.group };
}

function makeGame(
  random: Random,
  vendor: DemoVendor,
  category: GameCategory,
  lobby: boolean,
  index: number,
  naming: Naming,
  usedCodes: Set<string>,
  nextGameId: Map<string, number>,
): DemoGame {
  const classification = pickClassification(random, vendor, category);
  const { names, group } = lobby
    ? { names: lobbyName(vendor.code, category), group: null }
    : uniqueName(random, vendor, category, classification, naming);
  if (lobby) naming.used.add(names.EN.toLowerCase());

  let gameCode = lobby ? (vendor.lobbyGameCode as string) : `${slug(vendor.code)}-${slug(names.EN)}`;
  for (let n = 2; usedCodes.has(gameCode); n++) gameCode = `${slug(vendor.code)}-${slug(names.EN)}-${n}`;
  usedCodes.add(gameCode);

  const serial = (nextGameId.get(vendor.code) ?? 1000) + 1;
  nextGameId.set(vendor.code, serial);
  const freePlay = FREE_PLAY[category] ?? 0.2;
  const minBetWeights = MIN_BET_WEIGHT[category] ?? [10, 20, 30, 20, 10, 10];
  const icon = gameIconUrl(gameCode);

  return {
    nodeId: String(100001 + index),
    gameName: names.EN,
    gameId: lobby ? 'lobby' : String(serial),
    gameType: category,
    vassalage: vendor.code,
    displayName: vendor.displayName,
    iconUrl: icon,
    mobileSmallIcon: `${icon}?size=s`,
    mobileLargeIcon: `${icon}?size=l`,
    gameCode,
    gameGroupId: group,
    lottoMode: lottoModeFor(random, category),
    supportPlay: random.chance(freePlay) ? 0 : 1,
    gameClassifyNew: classification,
    telNodeId: 700000 + index * 7 + random.int(0, 6),
    minBet: MIN_BETS[random.weighted(minBetWeights)] ?? 0.1,
    minLine: category === 'RNG' ? random.pick(classification === 'Megaways' ? [1] : SLOT_LINES) : 1,
    popularity: popularityFor(random, vendor, lobby),
    isNew: random.chance(0.08),
    names,
  };
}

/** Where each banner links and what its picture draws; its texts are per language in content-texts/. */
const BANNERS: Omit<DemoBanner, 'image' | 'sortOrder' | 'title' | 'subtitle' | 'cta'>[] = [
  {
    bannerId: 1001,
    groupName: 'm_home',
    url: '/m/activity',
    gameType: 'RNG',
    vassalage: 'PG',
  },
  {
    bannerId: 1002,
    groupName: 'm_home',
    url: '/m/gameList?gameType=FISH',
    gameType: 'FISH',
    vassalage: 'FC',
  },
  {
    bannerId: 1003,
    groupName: 'm_home',
    url: '/m/lottery',
    gameType: 'ELOTT',
    vassalage: 'TCG_LOTTO_VN',
  },
  {
    bannerId: 1004,
    groupName: 'm_home',
    url: '/m/gameList?gameType=INHOUSE&gameClassify=Crash',
    gameType: 'INHOUSE',
    vassalage: 'INH',
  },
  {
    bannerId: 1005,
    groupName: 'm_home',
    url: '/m/gameList?gameType=POKER',
    gameType: 'POKER',
    vassalage: 'KM',
  },
  {
    bannerId: 2001,
    groupName: 'm_live',
    url: '/m/gameList?gameType=LIVE&vassalage=EVO',
    gameType: 'LIVE',
    vassalage: 'EVO',
  },
  {
    bannerId: 2002,
    groupName: 'm_live',
    url: '/m/gameList?gameType=LIVE&vassalage=PP',
    gameType: 'LIVE',
    vassalage: 'PP',
  },
  {
    bannerId: 2003,
    groupName: 'm_live',
    url: '/m/gameList?gameType=LIVE&vassalage=SEXY',
    gameType: 'LIVE',
    vassalage: 'SEXY',
  },
  {
    bannerId: 3001,
    groupName: 'm_game',
    url: '/m/gameList?gameType=SPORTS',
    gameType: 'SPORTS',
    vassalage: 'SABA',
  },
  {
    bannerId: 3002,
    groupName: 'm_game',
    url: '/m/gameList?gameType=LIVE',
    gameType: 'LIVE',
    vassalage: 'EVO',
  },
  {
    bannerId: 3003,
    groupName: 'm_game',
    url: '/m/gameList?gameType=COCKFIGHT',
    gameType: 'COCKFIGHT',
    vassalage: 'S128',
  },
  {
    bannerId: 3004,
    groupName: 'm_game',
    url: '/m/gameList?gameType=ESPORTS',
    gameType: 'ESPORTS',
    vassalage: 'TFG',
  },
];

/** The demo banners, in English: 5 in m_home, 3 in m_live, 4 in m_game (all with a url). */
export function demoBanners(): DemoBanner[] {
  return BANNERS.map((banner, index) => ({
    ...banner,
    ...EN.banners[banner.bannerId],
    image: bannerImageUrl(banner.bannerId),
    sortOrder: (index % 10) + 1,
  }));
}

const NAME_STEMS = [
  'player',
  'lucky',
  'king',
  'ace',
  'tiger',
  'star',
  'win',
  'gold',
  'dragon',
  'vip',
  'boss',
  'jack',
];
const NAME_TAILS = ['88', '66', '99', '168', '777', '01', '123', '2024', '86', '520'];

function demoWinners(random: Random, games: DemoGame[], count = 30): DemoWinner[] {
  if (games.length === 0) return [];
  const pool = [...games]
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, Math.max(60, games.length >> 2));
  const winners: DemoWinner[] = [];
  for (let i = 0; i < count; i++) {
    const game = random.pick(pool);
    const user = `${random.pick(NAME_STEMS)}${random.chance(0.5) ? random.pick(NAME_STEMS) : ''}${random.pick(NAME_TAILS)}`;
    // Log-uniform between 500.00 and 2,500,000.00.
    const amount = Math.round(50000 * 5000 ** random.next());
    winners.push({
      customerName: maskName(user),
      gameName: game.gameName,
      iconUrl: game.iconUrl,
      winAmount: amount,
      nodeId: game.nodeId,
      gameType: game.gameType,
    });
  }
  return winners.sort((a, b) => b.winAmount - a.winAmount);
}

/** The localized game name, falling back to EN. */
export const gameNameIn = (game: Pick<DemoGame, 'names' | 'gameName'>, language: string): string =>
  game.names[language as DemoLanguage] ?? game.gameName;
