import { type GameCategory, IN_HOUSE_CLASSIFICATION } from '@lobby/contract';
import {
  Bird,
  Cherry,
  Dices,
  Fish,
  Gamepad2,
  type LucideIcon,
  Rocket,
  Spade,
  Swords,
  Ticket,
  TicketCheck,
  Trophy,
  Video,
} from 'lucide-react';
import { ROUTE_PATHS } from './routes.ts';

export type { GameCategory };

export const CATEGORY_ICONS: Record<GameCategory, LucideIcon> = {
  RNG: Cherry,
  LIVE: Video,
  BGS: Dices,
  FISH: Fish,
  SPORTS: Trophy,
  COCKFIGHT: Bird,
  ESPORTS: Gamepad2,
  POKER: Spade,
  LOTT: Ticket,
  ELOTT: TicketCheck,
  PVP: Swords,
  INHOUSE: Rocket,
};

/** The game list of a category; the in-house entry opens its Crash classification (spec: home page modes). */
export function gameListPath(gameType: GameCategory, query: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams({ gameType, ...query });
  if (gameType === 'INHOUSE' && !params.has('gameClassify'))
    params.set('gameClassify', IN_HOUSE_CLASSIFICATION);
  return `${ROUTE_PATHS.gameList}?${params}`;
}

/**
 * The category menu after the lobby: the server's sorting order, with the in-house entry right after PVP
 * (at the end when there is no PVP). The in-house entry is always offered.
 */
export function menuCategories(sorting: readonly { gameCategory: GameCategory }[]): GameCategory[] {
  const categories: GameCategory[] = sorting
    .map((entry) => entry.gameCategory)
    .filter((code) => code !== 'INHOUSE');
  const pvp = categories.indexOf('PVP');
  categories.splice(pvp === -1 ? categories.length : pvp + 1, 0, 'INHOUSE');
  return categories;
}
