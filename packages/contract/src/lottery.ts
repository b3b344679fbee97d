import { z } from 'zod';
import { text } from './text.ts';

const language = text().trim().toUpperCase().max(8).optional();

/** A lottery of the sandbox vendor's draw engine (numbers drawn on a fixed schedule). */
export const Lottery = z.object({
  lotteryCode: z.string(),
  /** Translation key of its name. */
  nameCode: z.string(),
  vendor: z.string(),
  gameGroupId: z.string(),
  /** VN (Vietnamese lottery), NUMERO (quick number draws) or SEA. */
  region: z.string(),
  drawIntervalSeconds: z.number().int(),
  /** The draw bets go to now. */
  currentIssue: z.string(),
  /** When the current issue is drawn (ISO time); bets close a few seconds before. */
  nextDrawAt: z.string(),
});
export type Lottery = z.infer<typeof Lottery>;

export const LotteryListQuery = z.object({
  vendor: text().trim().max(40).optional(),
  language,
});
export const LotteryList = z.object({ list: z.array(Lottery) });
export type LotteryList = z.infer<typeof LotteryList>;

/** getLotteryMenu: the lotteries grouped as the lottery screen lists them. */
export const LotteryMenu = z.object({
  groups: z.array(
    z.object({
      groupId: z.string(),
      /** Translation key of the group's name. */
      nameCode: z.string(),
      lotteries: z.array(Lottery),
    }),
  ),
});
export type LotteryMenu = z.infer<typeof LotteryMenu>;

export const DrawResult = z.object({
  lotteryCode: z.string(),
  issue: z.string(),
  drawnAt: z.string(),
  /** Prize tiers from the special prize down; numbers as drawn, with their leading zeros. */
  prizes: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()) })),
});
export type DrawResult = z.infer<typeof DrawResult>;

export const RecentVnLotteryQuery = z.object({
  lotteryCode: text().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const RecentVnLottery = z.object({ results: z.array(DrawResult) });
export type RecentVnLottery = z.infer<typeof RecentVnLottery>;

/** getNumero: the latest quick-number draws (region VN for the Vietnamese numero games). */
export const NumeroQuery = z.object({
  lotteryCode: text().trim().max(40).optional(),
  region: z.enum(['VN', 'ALL']).default('ALL'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const Numero = z.object({
  draws: z.array(
    z.object({
      lotteryCode: z.string(),
      issue: z.string(),
      drawnAt: z.string(),
      numbers: z.array(z.number()),
    }),
  ),
});
export type Numero = z.infer<typeof Numero>;
