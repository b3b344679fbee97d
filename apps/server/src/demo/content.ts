import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { announcements, banners, games, helpEntries, liveModels, winners } from '../db/schema.ts';
import { bannerImageUrl, modelAvatarUrl } from '../modules/catalogue/index.ts';
import { insertAnnouncements, insertHelpEntries } from '../modules/content/index.ts';
import type { DemoBanner, DemoWinner } from './catalogue/index.ts';
import { DEMO_ANNOUNCEMENTS, DEMO_HELP, DEMO_LIVE_MODELS } from './texts.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const LANGUAGES = ['EN', 'UR'] as const;

export interface DemoContentSource {
  banners: readonly DemoBanner[];
  winners: readonly DemoWinner[];
  /** Of the merchant: winner amounts are kept in it. */
  currency: string;
  minimumAge: number;
  now: Date;
}

const isEmpty = async (
  db: Db,
  table: typeof banners | typeof announcements | typeof helpEntries | typeof liveModels,
  merchantCode: string,
) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.merchantCode, merchantCode)).limit(1))
    .length === 0;

/**
 * The demo content of one merchant: banners, announcements of every type, help entries, winners and live
 * models. Each kind is added only while the merchant has none of it, so running it again changes nothing.
 */
export async function seedDemoContent(
  db: Db,
  merchantCode: string,
  source: DemoContentSource,
): Promise<void> {
  const { now } = source;

  if (await isEmpty(db, banners, merchantCode)) {
    await db
      .insert(banners)
      .values(
        source.banners.map((banner) => {
          const id = `${merchantCode}-${banner.bannerId}`;
          const artwork = {
            seed: banner.bannerId,
            subtitle: banner.subtitle,
            cta: banner.cta,
            gameType: banner.gameType,
            vassalage: banner.vassalage,
          };
          return {
            id,
            merchantCode,
            groupName: banner.groupName,
            title: banner.title,
            url: banner.url,
            imageUrl: bannerImageUrl({ id, title: banner.title, artwork }),
            artwork,
            sortOrder: banner.sortOrder,
          };
        }),
      )
      .onConflictDoNothing();
  }

  if (await isEmpty(db, announcements, merchantCode)) {
    await insertAnnouncements(
      db,
      DEMO_ANNOUNCEMENTS.flatMap((text, index) =>
        LANGUAGES.map((language) => ({
          id: `${merchantCode}-${text.key}-${language.toLowerCase()}`,
          itemId: `${merchantCode}-${text.key}`,
          merchantCode,
          type: text.type,
          groupName: text.groupName ?? null,
          language,
          title: text[language].title,
          content: text[language].content,
          sortOrder: index + 1,
          publishedAt: new Date(now.getTime() - text.ageHours * HOUR),
        })),
      ),
    );
  }

  if (await isEmpty(db, helpEntries, merchantCode)) {
    await insertHelpEntries(
      db,
      DEMO_HELP.flatMap((text, index) =>
        LANGUAGES.map((language) => ({
          id: `${merchantCode}-help-${text.key}-${language.toLowerCase()}`,
          itemId: `${merchantCode}-help-${text.key}`,
          merchantCode,
          language,
          title: text[language].title,
          content: text[language].content.replaceAll('{age}', String(source.minimumAge)),
          sortOrder: index + 1,
        })),
      ),
    );
  }

  const anyWinner = await db
    .select({ id: winners.id })
    .from(winners)
    .where(eq(winners.merchantCode, merchantCode))
    .limit(1);
  if (anyWinner.length === 0 && source.winners.length > 0) {
    // Winners name catalogue games; one whose game is not stored keeps its name without the link.
    const nodeIds = [...new Set(source.winners.map((winner) => winner.nodeId))];
    const stored = new Set(
      (await db.select({ nodeId: games.nodeId }).from(games).where(inArray(games.nodeId, nodeIds))).map(
        (row) => row.nodeId,
      ),
    );
    await db.insert(winners).values(
      source.winners.map((winner, index) => ({
        merchantCode,
        customerName: winner.customerName,
        nodeId: stored.has(winner.nodeId) ? winner.nodeId : null,
        gameName: winner.gameName,
        gameType: winner.gameType,
        iconUrl: winner.iconUrl,
        winAmountMinor: winner.winAmount,
        currency: source.currency,
        // Spread over the last day, not in amount order.
        wonAt: new Date(now.getTime() - ((index * 7) % source.winners.length) * 45 * MINUTE - index * MINUTE),
      })),
    );
  }

  if (await isEmpty(db, liveModels, merchantCode)) {
    await db
      .insert(liveModels)
      .values(
        DEMO_LIVE_MODELS.map((model, index) => {
          const id = `${merchantCode}-${model.key}`;
          return {
            id,
            merchantCode,
            name: model.name,
            avatarUrl: modelAvatarUrl({ id, name: model.name }),
            status: model.status,
            roomType: model.roomType,
            sortOrder: index + 1,
          };
        }),
      )
      .onConflictDoNothing();
  }
}
