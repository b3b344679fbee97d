import type { Announcement, Banner, HelpEntry } from '@lobby/contract';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  announcementReads,
  announcements,
  banners,
  helpEntries,
  liveModels,
  winners,
} from '../../db/schema.ts';
import { gameLabels, localGameName } from '../catalogue/index.ts';
import { inLanguage, liveAt } from './content-items.ts';
import type { LiveContent } from './live-content.ts';
import { sanitiseHtml } from './sanitise-html.ts';

export async function findBanners(
  content: LiveContent,
  groups: readonly string[],
  language: string,
  fallbackLanguage: string,
  now: Date,
): Promise<Banner[]> {
  const rows = inLanguage(
    content.banners.filter((row) => groups.includes(row.groupName) && liveAt(row, now)),
    language,
    fallbackLanguage,
  );
  // In the order the groups were asked for.
  return groups.flatMap((group) =>
    rows
      .filter((row) => row.groupName === group)
      .map((row) => ({
        bannerId: row.id,
        groupName: row.groupName as Banner['groupName'],
        title: row.title,
        url: row.url,
        imageUrl: row.imageUrl,
        language: row.language ?? fallbackLanguage,
      })),
  );
}

export interface AnnouncementQuery {
  types: readonly string[];
  groupName: string | undefined;
  language: string;
  fallbackLanguage: string;
  now: Date;
  /** Read flags for this member; a guest sees everything unread. */
  memberId: string | undefined;
}

export async function findAnnouncements(
  db: Db,
  content: LiveContent,
  query: AnnouncementQuery,
): Promise<Announcement[]> {
  const shown = inLanguage(
    content.announcements.filter(
      (row) =>
        query.types.includes(row.type) &&
        row.groupName === (query.groupName ?? null) &&
        row.publishedAt <= query.now &&
        liveAt(row, query.now),
    ),
    query.language,
    query.fallbackLanguage,
  );

  const read = new Set<string>();
  if (query.memberId && shown.length > 0) {
    const reads = await db
      .select({ id: announcementReads.announcementId })
      .from(announcementReads)
      .where(
        and(
          eq(announcementReads.memberId, query.memberId),
          inArray(
            announcementReads.announcementId,
            shown.map((row) => row.id),
          ),
        ),
      );
    for (const row of reads) read.add(row.id);
  }
  return shown.map((row) => ({
    id: row.id,
    type: row.type as Announcement['type'],
    title: row.title,
    content: row.content,
    read: read.has(row.id),
    createdAt: row.publishedAt.toISOString(),
    language: row.language ?? query.fallbackLanguage,
  }));
}

export async function announcementExists(db: Db, merchantCode: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.merchantCode, merchantCode)))
    .limit(1);
  return rows.length > 0;
}

/** Marks an announcement read for a member; marking it again changes nothing. */
export async function markRead(db: Db, memberId: string, announcementId: string, now: Date): Promise<void> {
  await db.insert(announcementReads).values({ memberId, announcementId, readAt: now }).onConflictDoNothing();
}

export function findHelpEntries(
  content: LiveContent,
  language: string,
  fallbackLanguage: string,
  now: Date,
): HelpEntry[] {
  return inLanguage(
    content.help.filter((row) => liveAt(row, now)),
    language,
    fallbackLanguage,
  ).map(({ id, title, content, language: written }) => ({
    id,
    title,
    content,
    language: written ?? fallbackLanguage,
  }));
}

const digitsByCurrency = new Map<string, number>();

/** Digits after the decimal point of a currency (2 for USD, 0 for JPY or VND). */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      const format = new Intl.NumberFormat('en', { style: 'currency', currency });
      digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

export const toMajorUnits = (minor: number, currency: string): number =>
  minor / 10 ** currencyDigits(currency);

export const toMinorUnits = (major: number, currency: string): number =>
  Math.round(major * 10 ** currencyDigits(currency));

export interface WinnerQuery {
  /** undefined: every category. */
  gameCategory: string | undefined;
  language: string;
  limit: number;
  minimumWinMinor: number;
}

export async function findWinners(db: Db, merchantCode: string, query: WinnerQuery) {
  const { gameCategory, language, limit, minimumWinMinor } = query;
  const rows = await db
    .select({
      customerName: winners.customerName,
      nodeId: winners.nodeId,
      gameName: winners.gameName,
      iconUrl: winners.iconUrl,
      winAmountMinor: winners.winAmountMinor,
      currency: winners.currency,
    })
    .from(winners)
    .where(
      and(
        eq(winners.merchantCode, merchantCode),
        gameCategory === undefined ? undefined : eq(winners.gameType, gameCategory),
        minimumWinMinor > 0 ? gte(winners.winAmountMinor, minimumWinMinor) : undefined,
      ),
    )
    .orderBy(desc(winners.wonAt), desc(winners.id))
    .limit(limit);
  // The game's current name and icon when it is still in the catalogue, else those the win recorded.
  const labels = await gameLabels(
    db,
    rows.map((row) => row.nodeId),
  );
  return rows.map((row) => {
    const label = row.nodeId === null ? undefined : labels.get(row.nodeId);
    return {
      vo: {
        customerName: row.customerName,
        gameName: label ? localGameName(label, language) : row.gameName,
        iconUrl: label?.iconUrl ?? row.iconUrl,
        winAmount: toMajorUnits(row.winAmountMinor, row.currency),
      },
    };
  });
}

export type NewWinner = Omit<typeof winners.$inferInsert, 'id'>;

/** Puts a win on the merchant's winner board. */
export async function insertWinner(db: Db, winner: NewWinner): Promise<void> {
  await db.insert(winners).values(winner);
}

export async function findLiveModels(db: Db, merchantCode: string) {
  const rows = await db
    .select({
      id: liveModels.id,
      name: liveModels.name,
      avatarUrl: liveModels.avatarUrl,
      status: liveModels.status,
      roomType: liveModels.roomType,
    })
    .from(liveModels)
    .where(
      and(eq(liveModels.merchantCode, merchantCode), inArray(liveModels.status, ['active', 'streaming'])),
    )
    .orderBy(asc(liveModels.sortOrder), asc(liveModels.id));
  return rows.map((row) => ({
    ...row,
    status: row.status as 'active' | 'streaming',
    roomType: row.roomType as 'free' | 'VIP' | 'payPerView',
  }));
}

/* ---------------------------------------------------------------- writes (HTML is sanitised on the way in) */

export type NewAnnouncement = typeof announcements.$inferInsert;
export type NewHelpEntry = typeof helpEntries.$inferInsert;

export async function insertAnnouncements(db: Db, rows: NewAnnouncement[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(announcements)
    .values(rows.map((row) => ({ ...row, content: sanitiseHtml(row.content) })))
    .onConflictDoNothing();
}

export async function insertHelpEntries(db: Db, rows: NewHelpEntry[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(helpEntries)
    .values(rows.map((row) => ({ ...row, content: sanitiseHtml(row.content) })))
    .onConflictDoNothing();
}

/** A banner with the artwork it is drawn from, by its id. */
export async function findBannerArtwork(db: Db, id: string) {
  const [banner] = await db
    .select({ id: banners.id, language: banners.language, title: banners.title, artwork: banners.artwork })
    .from(banners)
    .where(eq(banners.id, id))
    .limit(1);
  return banner;
}

/** A live model, by its id. */
export async function findLiveModel(db: Db, id: string) {
  const [model] = await db
    .select({ id: liveModels.id, name: liveModels.name })
    .from(liveModels)
    .where(eq(liveModels.id, id))
    .limit(1);
  return model;
}
