import { z } from 'zod';
import { CustomerServiceEntry } from './merchant.ts';
import { text } from './text.ts';

const language = text().trim().toUpperCase().max(8).optional();

export const BANNER_GROUPS = ['m_home', 'm_live', 'm_game', 'm_reg'] as const;
export const Banner = z.object({
  bannerId: z.string(),
  groupName: z.enum(BANNER_GROUPS),
  title: z.string(),
  /** Where a tap goes; null for a banner that is only a picture. */
  url: z.string().nullable(),
  imageUrl: z.string(),
  /** The language the texts are written in: the one asked for, or the merchant's default where the item has none in it. */
  language: z.string(),
});
export type Banner = z.infer<typeof Banner>;
/** groupName: one group or several separated by commas. */
export const BannersQuery = z.object({ groupName: text().max(100).default('m_home'), language });
export const Banners = z.object({ list: z.array(Banner) });

/** Content types of spec §9: Banner B, Player PL, Pop_Up PU, Promotion PR, Agent A (agents only). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'A'] as const;
export const Announcement = z.object({
  id: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** The language the texts are written in: the one asked for, or the merchant's default where the item has none in it. */
  language: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;
export const AnnouncementsQuery = z.object({
  types: text().max(40).default('B,PL,PU,PR'),
  groupName: text().max(40).optional(),
  platform: text().max(4).default('M'),
  merchantCode: text().max(40).optional(),
  language,
});
export const Announcements = z.object({
  banners: z.array(Announcement),
  player: z.array(Announcement),
  popup: z.array(Announcement),
  promotion: z.array(Announcement),
  /** Agent notices (A): for a logged-in agent only, empty for everyone else (decision 0062). */
  agent: z.array(Announcement),
});
export const MarkAnnouncementReadRequest = z.object({
  announcementId: text().min(1).max(64),
  read: z.literal(true),
});

export const HelpEntry = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  /** The language the texts are written in: the one asked for, or the merchant's default where the item has none in it. */
  language: z.string(),
});
export type HelpEntry = z.infer<typeof HelpEntry>;
export const HelpQuery = z.object({ lang: language, device: z.enum(['MOBILE', 'WEB']).optional() });
export const HelpCentre = z.object({ list: z.array(HelpEntry) });

export const WinnerBoardQuery = z.object({
  gameCategory: text().max(16).default('ALL'),
  language,
  limitNum: z.coerce.number().int().min(1).max(100).default(100),
});
export const WinnerItem = z.object({
  vo: z.object({
    customerName: z.string(),
    gameName: z.string(),
    iconUrl: z.string(),
    /** In major units of the merchant's currency (stored as integer minor units). */
    winAmount: z.number(),
  }),
});
export const WinnerBoard = z.object({ list: z.array(WinnerItem) });

export const LiveModel = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  status: z.enum(['active', 'streaming']),
  roomType: z.enum(['free', 'VIP', 'payPerView']),
});
export const LiveModels = z.object({ list: z.array(LiveModel) });

/** value.version.pathList of the spec; paths are base64-encoded and decoded by the web. */
export const CustomerService = z.object({
  version: z.object({
    pathList: z.array(z.object({ type: CustomerServiceEntry.shape.csType, path: z.string() })),
  }),
});
