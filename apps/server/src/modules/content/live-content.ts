import { and, asc, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { announcements, banners, helpEntries } from '../../db/schema.ts';
import { InvalidatedCache } from '../../plugins/invalidation/invalidated-cache.ts';

/** The invalidation topic of content; the key is the merchant code (decision 0057). */
export const CONTENT_TOPIC = 'content';

const itemColumns = <T extends typeof banners | typeof announcements | typeof helpEntries>(table: T) => ({
  id: table.id,
  itemId: table.itemId,
  language: table.language,
  status: table.status,
  startsAt: table.startsAt,
  endsAt: table.endsAt,
});

/** A merchant's published content, in display order; schedules are checked when it is read. */
export async function loadLiveContent(db: Db, merchantCode: string) {
  const [bannerRows, announcementRows, helpRows] = await Promise.all([
    db
      .select({
        ...itemColumns(banners),
        groupName: banners.groupName,
        title: banners.title,
        url: banners.url,
        imageUrl: banners.imageUrl,
      })
      .from(banners)
      .where(and(eq(banners.merchantCode, merchantCode), eq(banners.status, 'published')))
      .orderBy(asc(banners.sortOrder), asc(banners.id)),
    db
      .select({
        ...itemColumns(announcements),
        type: announcements.type,
        groupName: announcements.groupName,
        title: announcements.title,
        content: announcements.content,
        publishedAt: announcements.publishedAt,
      })
      .from(announcements)
      .where(and(eq(announcements.merchantCode, merchantCode), eq(announcements.status, 'published')))
      .orderBy(asc(announcements.sortOrder), desc(announcements.publishedAt), asc(announcements.id)),
    db
      .select({ ...itemColumns(helpEntries), title: helpEntries.title, content: helpEntries.content })
      .from(helpEntries)
      .where(and(eq(helpEntries.merchantCode, merchantCode), eq(helpEntries.status, 'published')))
      .orderBy(asc(helpEntries.sortOrder), asc(helpEntries.id)),
  ]);
  return { banners: bannerRows, announcements: announcementRows, help: helpRows };
}
export type LiveContent = Awaited<ReturnType<typeof loadLiveContent>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Players' content per merchant, kept until a console save invalidates it (or briefly, see the cache). */
    liveContent: InvalidatedCache<LiveContent>;
  }
}

export const liveContentPlugin = fp(
  async (app) => {
    app.decorate(
      'liveContent',
      new InvalidatedCache(app.invalidation, CONTENT_TOPIC, (merchantCode) =>
        loadLiveContent(app.db, merchantCode),
      ),
    );
  },
  { name: 'live-content', dependencies: ['database', 'invalidation'] },
);
