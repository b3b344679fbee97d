import { MerchantConfig } from '@lobby/contract';
import type { Db } from '../db/client.ts';
import type { StoredMerchant } from '../modules/merchants/index.ts';
import { seedDemoActivities } from './activities.ts';
import { demoCatalogue } from './catalogue/index.ts';
import { seedDemoCatalogue } from './catalogue-seed.ts';
import { seedDemoContent } from './content.ts';

export interface DemoDataOptions {
  /** Size of the generated catalogue (DEMO_CATALOGUE_GAMES). */
  games: number;
  now: Date;
}

/**
 * The demo catalogue (global) and the demo merchant's content and promotions: idempotent, and the catalogue
 * is stored only into an empty games table. Answers how many games it stored.
 */
export async function seedDemoData(
  db: Db,
  merchant: StoredMerchant,
  options: DemoDataOptions,
): Promise<number> {
  const config = MerchantConfig.safeParse(merchant.config);
  const catalogue = demoCatalogue({ games: options.games });
  const stored = await seedDemoCatalogue(db, catalogue);
  await seedDemoContent(db, merchant.code, {
    banners: catalogue.banners,
    winners: catalogue.winners,
    currency: config.success ? config.data.currency.code : 'USD',
    minimumAge: config.success ? config.data.minimumAge : 18,
    now: options.now,
  });
  await seedDemoActivities(db, merchant.code, options.now);
  return stored;
}
