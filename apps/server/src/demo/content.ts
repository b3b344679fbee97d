import { CANONICAL_LANGUAGES } from '@lobby/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { announcements, banners, games, helpEntries, liveModels, winners } from '../db/schema.ts';
import { bannerImageUrl, modelAvatarUrl } from '../modules/catalogue/index.ts';
import { insertAnnouncements, insertHelpEntries } from '../modules/content/index.ts';
import type { DemoBanner, DemoWinner } from './catalogue/index.ts';
import { type BannerId, DEMO_TEXTS, HELP_KEYS } from './content-texts/index.ts';
import { DEMO_ANNOUNCEMENTS, DEMO_LIVE_MODELS } from './texts.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const LANGUAGES = CANONICAL_LANGUAGES;

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
 * The demo content of one merchant: banners, announcements of every type and help entries in the 24
 * languages, winners and live models. Each kind is added only while the merchant has none of it, so running it again changes nothing.
 */
export async function seedDemoContent(
  db: Db,
  merchantCode: string,
  source: DemoContentSource,
): Promise<void> {
  const { now } = source;

  if (await isEmpty(db, banners, merchantCode)) {
    // One row per language of each banner: its picture draws that language's headline, sub-line and button.
    await db
      .insert(banners)
      .values(
        source.banners.flatMap((banner) =>
          LANGUAGES.map((language) => {
            const text = DEMO_TEXTS[language].banners[banner.bannerId as BannerId];
            const itemId = `${merchantCode}-${banner.bannerId}`;
            const id = `${itemId}-${language.toLowerCase()}`;
            const artwork = {
              seed: banner.bannerId,
              subtitle: text.subtitle,
              cta: text.cta,
              gameType: banner.gameType,
              vassalage: banner.vassalage,
            };
            return {
              id,
              itemId,
              merchantCode,
              groupName: banner.groupName,
              language,
              title: text.title,
              url: banner.url,
              imageUrl: bannerImageUrl({ id, language, title: text.title, artwork }),
              artwork,
              sortOrder: banner.sortOrder,
            };
          }),
        ),
      )
      .onConflictDoNothing();
  }

  if (await isEmpty(db, announcements, merchantCode)) {
    await insertAnnouncements(
      db,
      DEMO_ANNOUNCEMENTS.flatMap((announcement, index) =>
        LANGUAGES.map((language) => ({
          id: `${merchantCode}-${announcement.key}-${language.toLowerCase()}`,
          itemId: `${merchantCode}-${announcement.key}`,
          merchantCode,
          type: announcement.type,
          groupName: announcement.groupName ?? null,
          language,
          ...DEMO_TEXTS[language].announcements[announcement.key],
          sortOrder: index + 1,
          publishedAt: new Date(now.getTime() - announcement.ageHours * HOUR),
        })),
      ),
    );
  }

  if (await isEmpty(db, helpEntries, merchantCode)) {
    await insertHelpEntries(
      db,
      HELP_KEYS.flatMap((key, index) =>
        LANGUAGES.map((language) => {
          const text = DEMO_TEXTS[language].help[key];
          return {
            id: `${merchantCode}-help-${key}-${language.toLowerCase()}`,
            itemId: `${merchantCode}-help-${key}`,
            merchantCode,
            language,
            title: text.title,
            content: text.content.replaceAll('{age}', String(source.minimumAge)),
            sortOrder: index + 1,
          };
        }),
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
