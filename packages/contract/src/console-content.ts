import { z } from 'zod';
import { BANNER_GROUPS } from './content.ts';
import { LanguageCodeSchema } from './language-schema.ts';
import { multilineText, text } from './text.ts';

/**
 * Content managed in the console (decision 0057): announcements, banners and help articles. Each item has
 * one text per language; players in a language without one see the merchant's default language's.
 */
export const CONTENT_STATUSES = ['draft', 'published', 'unpublished'] as const;
export const ContentStatus = z.enum(CONTENT_STATUSES);
export type ContentStatus = z.infer<typeof ContentStatus>;

/**
 * marquee: the scrolling bar and the notice list (types B and PL); popup: a pop-up notice (PU); promotion:
 * home's promotion ticker and the notice list (PR); agent: the notice list of agents only (A). Decision 0062.
 */
export const ANNOUNCEMENT_KINDS = ['marquee', 'popup', 'promotion', 'agent'] as const;
export const AnnouncementKind = z.enum(ANNOUNCEMENT_KINDS);
export type AnnouncementKind = z.infer<typeof AnnouncementKind>;

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_HTML_MAX = 20_000;
export const CONTENT_ORDER_MAX = 9_999;

/** A link target of a banner: a path of the player app (/m/...) or an https address. */
export const BANNER_LINK = /^(\/m(\/[A-Za-z0-9\-._~%/?=&]*)?|https:\/\/[^\s]+)$/;

const when = z.iso.datetime({ offset: true }).nullable();
const order = z.number().int().min(0).max(CONTENT_ORDER_MAX);
const title = text().trim().min(1).max(CONTENT_TITLE_MAX);
/** HTML the server sanitises; a script or event handler in it is refused (400 naming the field). */
const html = multilineText().trim().max(CONTENT_HTML_MAX);

/** What every console content item has: status, order and schedule (null: no bound). */
const ItemFields = {
  status: ContentStatus,
  sortOrder: order,
  startsAt: when,
  endsAt: when,
};

export const ConsoleContentQuery = z.object({
  status: ContentStatus.optional(),
  /** Items with a text in this language. */
  language: LanguageCodeSchema.optional(),
  /** A platform operator picks the merchant; a merchant's operator may only name their own. */
  merchantCode: text().trim().min(1).max(40).optional(),
});
export type ConsoleContentQuery = z.infer<typeof ConsoleContentQuery>;

export const ConsoleContentParams = z.object({ id: text().trim().min(1).max(80) });
export const ConsoleContentDeleteQuery = z.object({ merchantCode: text().trim().min(1).max(40).optional() });

const saveFields = {
  /** Absent: a new item. */
  id: text().trim().min(1).max(80).optional(),
  merchantCode: text().trim().min(1).max(40).optional(),
  /** Why, for the audit trail. */
  reason: text().trim().max(500).optional(),
  ...ItemFields,
};

/* ------------------------------------------------------------------------------------------ announcements */

export const AnnouncementText = z.object({ language: LanguageCodeSchema, title, content: html });
export type AnnouncementText = z.infer<typeof AnnouncementText>;

export const ConsoleAnnouncement = z.object({
  id: z.string(),
  merchantCode: z.string(),
  kind: AnnouncementKind,
  ...ItemFields,
  texts: z.array(AnnouncementText),
  updatedAt: z.iso.datetime(),
});
export type ConsoleAnnouncement = z.infer<typeof ConsoleAnnouncement>;

export const SaveConsoleAnnouncementRequest = z.object({
  ...saveFields,
  kind: AnnouncementKind,
  texts: z.array(AnnouncementText).min(1).max(30),
});
export type SaveConsoleAnnouncementRequest = z.infer<typeof SaveConsoleAnnouncementRequest>;

/* ------------------------------------------------------------------------------------------------ banners */

export const BannerText = z.object({ language: LanguageCodeSchema, title });
export type BannerText = z.infer<typeof BannerText>;

export const BannerGroup = z.enum(BANNER_GROUPS);

export const ConsoleBanner = z.object({
  id: z.string(),
  merchantCode: z.string(),
  /** Where the player app shows it: the home carousel (m_home, m_live), sports and live (m_game), registration. */
  groupName: BannerGroup,
  /** Where a tap goes (a /m/ path or an https address); null: only a picture. */
  url: z.string().nullable(),
  imageUrl: z.string(),
  ...ItemFields,
  texts: z.array(BannerText),
  updatedAt: z.iso.datetime(),
});
export type ConsoleBanner = z.infer<typeof ConsoleBanner>;

export const SaveConsoleBannerRequest = z.object({
  ...saveFields,
  groupName: BannerGroup,
  url: text().trim().max(500).regex(BANNER_LINK).nullable(),
  /** An image uploaded with uploadConsoleImage (or one the banner already has). */
  imageUrl: text()
    .trim()
    .max(300)
    .regex(/^\/media\/[A-Za-z0-9/_.-]+(\?[A-Za-z0-9=&_.-]*)?$/),
  texts: z.array(BannerText).min(1).max(30),
});
export type SaveConsoleBannerRequest = z.infer<typeof SaveConsoleBannerRequest>;

/* ----------------------------------------------------------------------------------------- help articles */

export const HelpArticleText = z.object({ language: LanguageCodeSchema, title, content: html });
export type HelpArticleText = z.infer<typeof HelpArticleText>;

export const ConsoleHelpArticle = z.object({
  id: z.string(),
  merchantCode: z.string(),
  ...ItemFields,
  texts: z.array(HelpArticleText),
  updatedAt: z.iso.datetime(),
});
export type ConsoleHelpArticle = z.infer<typeof ConsoleHelpArticle>;

export const SaveConsoleHelpArticleRequest = z.object({
  ...saveFields,
  texts: z.array(HelpArticleText).min(1).max(30),
});
export type SaveConsoleHelpArticleRequest = z.infer<typeof SaveConsoleHelpArticleRequest>;

/* ------------------------------------------------------------------------------------------------- lists */

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    merchantCode: z.string(),
    /** The merchant's languages, its default first: an item needs a text in the default one. */
    languages: z.array(LanguageCodeSchema),
    defaultLanguage: LanguageCodeSchema,
    /** The merchants the caller may pick (one for a merchant's operator). */
    merchantCodes: z.array(z.string()),
  });
export const ConsoleAnnouncementList = listOf(ConsoleAnnouncement);
export type ConsoleAnnouncementList = z.infer<typeof ConsoleAnnouncementList>;
export const ConsoleBannerList = listOf(ConsoleBanner);
export type ConsoleBannerList = z.infer<typeof ConsoleBannerList>;
export const ConsoleHelpArticleList = listOf(ConsoleHelpArticle);
export type ConsoleHelpArticleList = z.infer<typeof ConsoleHelpArticleList>;

/* ------------------------------------------------------------------------------------------------ images */

/** uploadConsoleImage: png, jpeg or webp by content, up to this many bytes and pixels. */
export const CONSOLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONSOLE_IMAGE_MAX_PIXELS = 4096 * 4096;

/**
 * The stored image: WebP at each width the player app draws banners at (never enlarged); `url` is the one
 * to give a banner (960 wide, or the widest there is).
 */
export const ConsoleImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type ConsoleImage = z.infer<typeof ConsoleImage>;
