import { ANNOUNCEMENT_TYPES, CANONICAL_LANGUAGES, GAME_CATEGORIES } from '@lobby/contract';
import { asc, count, countDistinct } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activities,
  announcements,
  banners,
  games,
  gameVendors,
  helpEntries,
  liveModels,
  winners,
} from '../db/schema.ts';
import { DEFAULT_DEMO_GAMES } from '../plugins/config.ts';
import { useTestApp } from '../test/app.ts';
import { ACTIVITY_KEYS, HELP_KEYS } from './content-texts/index.ts';
import { seedDemoData } from './demo-data.ts';
import { DEMO_MERCHANT } from './merchant.ts';

const app = useTestApp();
const SPEC_VENDORS = ['PG', 'PP', 'JL', 'SG', 'BGS', 'BNG', 'CQ9', 'FC', 'TCG_LOTTO_VN', 'TCG_SEA'];

async function tally() {
  const db = app().db;
  const size = async (
    table:
      | typeof games
      | typeof banners
      | typeof announcements
      | typeof helpEntries
      | typeof liveModels
      | typeof winners
      | typeof gameVendors,
  ) => (await db.select({ value: count() }).from(table))[0]?.value ?? 0;
  return {
    games: await size(games),
    vendors: await size(gameVendors),
    banners: await size(banners),
    announcements: await size(announcements),
    help: await size(helpEntries),
    winners: await size(winners),
    models: await size(liveModels),
  };
}

describe('demo data', () => {
  it('stores 600+ games over every spec vendor and category, and content of every kind', async () => {
    const now = new Date();
    const stored = await seedDemoData(app().db, DEMO_MERCHANT, { games: DEFAULT_DEMO_GAMES, now });
    expect(stored).toBe(DEFAULT_DEMO_GAMES);
    expect(stored).toBeGreaterThanOrEqual(600);
    const db = app().db;

    const categories = await db.selectDistinct({ gameType: games.gameType }).from(games);
    expect(categories.map((row) => row.gameType).sort()).toEqual([...GAME_CATEGORIES].sort());
    const vendors = (await db.selectDistinct({ code: games.vassalage }).from(games)).map((row) => row.code);
    for (const code of SPEC_VENDORS) expect(vendors).toContain(code);

    const groups = await db.selectDistinct({ groupName: banners.groupName }).from(banners);
    expect(groups.map((row) => row.groupName).sort()).toEqual(['m_game', 'm_home', 'm_live']);
    const types = await db.selectDistinct({ type: announcements.type }).from(announcements);
    expect(types.map((row) => row.type).sort()).toEqual(
      ANNOUNCEMENT_TYPES.filter((type) => type !== 'A').sort(),
    );
    const help = await db
      .select({ language: helpEntries.language, entries: countDistinct(helpEntries.title) })
      .from(helpEntries)
      .groupBy(helpEntries.language);
    expect(Object.fromEntries(help.map((row) => [row.language, row.entries]))).toEqual(
      Object.fromEntries(CANONICAL_LANGUAGES.map((language) => [language, HELP_KEYS.length])),
    );
    // One row per promotion, for every language, with its texts in the 23 besides English (decision 0076);
    // the Urdu-only one is written once.
    const promotions = await db
      .select({ id: activities.id, language: activities.language, texts: activities.texts })
      .from(activities)
      .orderBy(asc(activities.sortOrder));
    expect(promotions.map((row) => [row.id, row.language, Object.keys(row.texts ?? {}).sort()])).toEqual([
      ...ACTIVITY_KEYS.map((key) => [
        `${DEMO_MERCHANT.code}-${key}`,
        null,
        CANONICAL_LANGUAGES.filter((language) => language !== 'EN').sort(),
      ]),
      [`${DEMO_MERCHANT.code}-friday-live-bonus`, 'UR', []],
    ]);
    const counts = await tally();
    expect(counts.winners).toBeGreaterThan(6);
    expect(counts.models).toBeGreaterThan(0);
  });

  it('changes nothing when run again', async () => {
    const before = await tally();
    const stored = await seedDemoData(app().db, DEMO_MERCHANT, {
      games: DEFAULT_DEMO_GAMES,
      now: new Date(),
    });
    expect(stored).toBe(0);
    expect(await tally()).toEqual(before);
    // Nor with another size: an existing catalogue is never touched.
    expect(await seedDemoData(app().db, DEMO_MERCHANT, { games: 100, now: new Date() })).toBe(0);
    expect(await tally()).toEqual(before);
  });
});
