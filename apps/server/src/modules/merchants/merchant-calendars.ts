import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema.ts';

/** What figures by merchant day need of a merchant: its timezone and wallet currency. */
export interface MerchantCalendar {
  code: string;
  isDefault: boolean;
  timezone: string;
  currency: string;
}

/** Every merchant's calendar, by code. */
export function listMerchantCalendars(db: Db): Promise<MerchantCalendar[]> {
  return db
    .select({
      code: merchants.code,
      isDefault: merchants.isDefault,
      timezone: merchants.timezone,
      currency: sql<string>`coalesce(${merchants.config} -> 'currency' ->> 'code', '')`,
    })
    .from(merchants)
    .orderBy(merchants.code);
}
