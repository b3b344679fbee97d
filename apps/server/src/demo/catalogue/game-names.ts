/*
 * Picks each demo game's proper name from the per-language title lists (decision 0073): one fixed name per
 * game and language, as vendors name their games, never composed word by word. Live tables add their table
 * number and fast lotteries their draw interval, as vendors do; a title the catalogue already holds comes
 * back as a vendor's sequel ("Deluxe", "2") before it is numbered.
 */

import type { GameCategory } from '@lobby/contract';
import type { Random } from '../../shared/random.ts';
import { everywhere, joinNames, type Localized, mapLocalized, named } from './localized-name.ts';
import { FAST_DRAW_TITLES, LOTTERY_TITLES, type LotteryTitle } from './lottery-titles.ts';
import {
  ARCADE_TITLES,
  CLASSIC_TITLES,
  FISHING_TITLES,
  JACKPOT_TITLES,
  SLOT_TITLES,
} from './slot-and-fish-titles.ts';
import {
  BOARD_GAME_TITLES,
  CARD_GAME_TITLES,
  COCKFIGHT_TITLES,
  CRASH_TITLES,
  ESPORTS_TITLES,
  LIVE_TITLES,
  PVP_TITLES,
  SPORTS_TITLES,
} from './table-and-sport-titles.ts';

export { DEMO_LANGUAGES, type DemoLanguage, type Localized, mapLocalized } from './localized-name.ts';

/** A game's name: its title, and for live tables and fast lotteries a tail after a space. */
export interface GameName {
  title: Localized;
  /** "Table 3", "45s": after the title and any sequel mark. */
  tail?: Localized;
  /** Lottery region group, used as gameGroupId; null elsewhere. */
  group: string | null;
}

/** The name as shown in each language. */
export const fullName = ({ title, tail }: GameName): Localized =>
  tail ? mapLocalized(title, (text, lang) => `${text} ${tail[lang]}`) : title;

/** How vendors name a sequel, in the order a repeated title takes them. */
const SEQUELS: readonly Localized[] = [
  named('Deluxe', '豪华版', { TH: 'ดีลักซ์' }),
  everywhere('2'),
  named('Ultra', '至尊版', { TH: 'อัลตร้า' }),
  everywhere('3'),
  named('Xtreme', '极限版', { TH: 'เอ็กซ์ตรีม' }),
];

/** The sequels of a name, before any number: only for names without a table or interval. */
export const sequelsOf = (name: GameName): GameName[] =>
  name.tail ? [] : SEQUELS.map((sequel) => ({ ...name, title: joinNames(name.title, sequel) }));

const MEGAWAYS_TITLES = SLOT_TITLES.map((title) => mapLocalized(title, (text) => `${text} Megaways`));

/** Draws a title from a list. */
export type Draw = <T>(list: readonly T[]) => T;

/**
 * Draws each list's titles in a seeded order, every title once before any comes again (as a sequel then),
 * so a catalogue repeats a title only when it holds more games than the list has names.
 */
export function titleDeck(random: Random): Draw {
  const decks = new Map<readonly unknown[], { order: number[]; next: number }>();
  return <T>(list: readonly T[]): T => {
    let deck = decks.get(list);
    if (!deck) {
      const order = list.map((_, index) => index);
      for (let i = order.length - 1; i > 0; i--) {
        const j = random.int(0, i);
        [order[i], order[j]] = [order[j] as number, order[i] as number];
      }
      deck = { order, next: 0 };
      decks.set(list, deck);
    }
    const index = deck.order[deck.next % deck.order.length] as number;
    deck.next++;
    return list[index] as T;
  };
}

const tableNumber = (n: number): Localized => ({
  EN: `Table ${n}`,
  CN: `${n}号桌`,
  TW: `${n}號桌`,
  VI: `Bàn ${n}`,
  TH: `โต๊ะ ${n}`,
  ID: `Meja ${n}`,
});

/** A draw interval: whole minutes as "N Min", anything else in seconds ("45s", "75s"). */
const interval = (seconds: number): Localized =>
  seconds % 60 !== 0
    ? {
        EN: `${seconds}s`,
        CN: `${seconds}秒`,
        TW: `${seconds}秒`,
        VI: `${seconds} giây`,
        TH: `${seconds} วินาที`,
        ID: `${seconds} detik`,
      }
    : {
        EN: `${seconds / 60} Min`,
        CN: `${seconds / 60}分钟`,
        TW: `${seconds / 60}分鐘`,
        VI: `${seconds / 60} phút`,
        TH: `${seconds / 60} นาที`,
        ID: `${seconds / 60} menit`,
      };

const DRAW_SECONDS = [45, 60, 75, 90, 180, 300];

const plain = (title: Localized): GameName => ({ title, group: null });

const SLOT_KINDS: Record<string, readonly Localized[]> = {
  Classic: CLASSIC_TITLES,
  Jackpot: JACKPOT_TITLES,
  Megaways: MEGAWAYS_TITLES,
};

function tableName(random: Random, draw: Draw, titles: readonly Localized[], tableChance: number): GameName {
  const title = draw(titles);
  return random.chance(tableChance)
    ? { title, tail: tableNumber(random.int(1, 12)), group: null }
    : plain(title);
}

function lotteryName(random: Random, draw: Draw, vendorCode: string, electronic: boolean): GameName {
  const lottery = draw(LOTTERY_TITLES[vendorCode] ?? (LOTTERY_TITLES.TCG as LotteryTitle[]));
  if (!electronic) return { title: lottery.name, group: lottery.group };
  const title = random.chance(0.3) ? draw(FAST_DRAW_TITLES) : lottery.name;
  return { title, tail: interval(random.pick(DRAW_SECONDS)), group: lottery.group };
}

/** The word a direct-launch vendor's lobby game is named with, per category. */
const LOBBY_WORD: Partial<Record<GameCategory, Localized>> = {
  SPORTS: named('Sportsbook', '体育', { VI: 'Thể Thao', TH: 'กีฬา', ID: 'Olahraga' }),
  ESPORTS: named('E-Sports', '电竞', { VI: 'Thể Thao Điện Tử', TH: 'อีสปอร์ต' }),
  COCKFIGHT: named('Cockfight', '斗鸡', { VI: 'Đá Gà', TH: 'ชนไก่', ID: 'Sabung Ayam' }),
};

/** The lobby game of a direct-launch vendor: "<code> Sportsbook", "<code> 体育"... */
export function lobbyName(vendorCode: string, category: GameCategory): Localized {
  return mapLocalized(LOBBY_WORD[category] ?? everywhere('Lobby'), (word) => `${vendorCode} ${word}`);
}

/** Picks one game's name for a category (and classification where the category has them). */
export function pickGameName(
  random: Random,
  draw: Draw,
  category: GameCategory,
  classification: string | null,
  vendorCode: string,
): GameName {
  switch (category) {
    case 'RNG':
      return plain(draw(SLOT_KINDS[classification ?? ''] ?? SLOT_TITLES));
    case 'FISH':
      return plain(draw(classification === 'Arcade' ? ARCADE_TITLES : FISHING_TITLES));
    case 'LIVE':
      return tableName(
        random,
        draw,
        LIVE_TITLES[classification ?? ''] ?? (LIVE_TITLES.Baccarat as Localized[]),
        0.45,
      );
    case 'BGS':
      return tableName(random, draw, BOARD_GAME_TITLES, 0.2);
    case 'SPORTS':
      return plain(draw(SPORTS_TITLES));
    case 'ESPORTS':
      return plain(draw(ESPORTS_TITLES));
    case 'COCKFIGHT':
      return plain(draw(COCKFIGHT_TITLES));
    case 'POKER':
      return plain(draw(CARD_GAME_TITLES));
    case 'PVP':
      return plain(draw(PVP_TITLES));
    case 'INHOUSE':
      return plain(draw(CRASH_TITLES));
    case 'LOTT':
    case 'ELOTT':
      return lotteryName(random, draw, vendorCode, category === 'ELOTT');
  }
}
