import type { FreePlayCheck, MerchantConfig, RealMoneyPlayCheck } from '@lobby/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema.ts';

export interface Merchant {
  code: string;
  domains: string[];
  isDefault: boolean;
  /** The home market (ISO 3166-1 alpha-2), or null when not set. */
  marketCountry: string | null;
  /** IANA time zone of the merchant's days; UTC when not given. */
  timezone?: string;
  config: MerchantConfig;
}

/** Rows as stored; `config` is checked against the contract by the caller (see MerchantDirectory). */
export type StoredMerchant = Omit<Merchant, 'config'> & { config: unknown };

export function listMerchants(db: Db): Promise<StoredMerchant[]> {
  return db
    .select({
      code: merchants.code,
      domains: merchants.domains,
      isDefault: merchants.isDefault,
      marketCountry: merchants.marketCountry,
      timezone: merchants.timezone,
      config: merchants.config,
    })
    .from(merchants)
    .orderBy(merchants.code);
}

/** Creates the merchant or replaces its settings; whether it is the default stays as it was. */
export async function saveMerchant(db: Db, merchant: Omit<Merchant, 'isDefault'>): Promise<void> {
  const { code, ...settings } = merchant;
  await db
    .insert(merchants)
    .values(merchant)
    .onConflictDoUpdate({ target: merchants.code, set: { ...settings, updatedAt: sql`now()` } });
}

/** Inserts the merchant only into an empty table, so an operator's own merchants are never disturbed. */
export async function insertIntoEmptyTable(db: Db, merchant: Merchant): Promise<boolean> {
  const existing = await db.select({ code: merchants.code }).from(merchants).limit(1);
  if (existing.length > 0) return false;
  const inserted = await db
    .insert(merchants)
    .values(merchant)
    .onConflictDoNothing()
    .returning({ code: merchants.code });
  return inserted.length > 0;
}

/** Sets the market country of a merchant that has none yet; answers whether it did. */
export async function addMissingMarketCountry(db: Db, code: string, country: string): Promise<boolean> {
  const updated = await db
    .update(merchants)
    .set({ marketCountry: country, updatedAt: sql`now()` })
    .where(and(eq(merchants.code, code), isNull(merchants.marketCountry)))
    .returning({ code: merchants.code });
  return updated.length > 0;
}

/** Sets `config[key]` of a merchant whose stored config has no such key yet; answers whether it did. */
export async function addMissingConfigPart(
  db: Db,
  code: string,
  key: string,
  value: unknown,
): Promise<boolean> {
  const updated = await db
    .update(merchants)
    .set({
      config: sql`${merchants.config} || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(merchants.code, code), sql`not (${merchants.config} ? ${key})`))
    .returning({ code: merchants.code });
  return updated.length > 0;
}

export async function merchantExists(db: Db, code: string): Promise<boolean> {
  const rows = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, code));
  return rows.length > 0;
}

/** What a merchant's stored config says about play: its wallet currency and the vendors it offers (null: all). */
export interface MerchantPlayTerms {
  currency: string;
  offeredVendors: string[] | null;
  /** IANA time zone of the merchant's days (the periods of player limits). */
  timezone: string;
  /** Hours a raised or removed player limit waits (decision 0051). */
  limitCoolingOffHours: number;
  /** The reality-check interval of players who chose none (decision 0052); null: stored before it existed. */
  realityCheckMinutes: number | null;
  /** What real-money and free play need (decision 0056); null: stored before it existed. */
  realMoneyPlay: RealMoneyPlayCheck | null;
  freePlay: FreePlayCheck | null;
}

/** Read from the table (not the directory's copy), so a vendor call sees a change at once. */
export async function findMerchantPlayTerms(db: Db, code: string): Promise<MerchantPlayTerms | undefined> {
  const [terms] = await db
    .select({
      currency: sql<string>`${merchants.config} -> 'currency' ->> 'code'`,
      offeredVendors: sql<string[] | null>`${merchants.config} -> 'gameVendors'`,
      timezone: merchants.timezone,
      limitCoolingOffHours: merchants.limitCoolingOffHours,
      realityCheckMinutes: sql<number | null>`(${merchants.config} ->> 'realityCheckMinutes')::int`,
      realMoneyPlay: sql<RealMoneyPlayCheck | null>`${merchants.config} -> 'kyc' ->> 'realMoneyPlay'`,
      freePlay: sql<FreePlayCheck | null>`${merchants.config} -> 'kyc' ->> 'freePlay'`,
    })
    .from(merchants)
    .where(eq(merchants.code, code));
  return terms;
}

/** Adjustments above this (minor units) wait for a second operator (decision 0042); undefined: no merchant. */
export async function findAdjustmentApprovalThreshold(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ threshold: merchants.adjustmentApprovalThresholdMinor })
    .from(merchants)
    .where(eq(merchants.code, code));
  return row?.threshold;
}

/** A withdrawal above this (major units) needs a verified identity (decision 0053); undefined: none does. */
export async function findKycWithdrawalThreshold(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ threshold: sql<string | null>`${merchants.config} -> 'kyc' ->> 'withdrawalThreshold'` })
    .from(merchants)
    .where(eq(merchants.code, code));
  return row?.threshold == null ? undefined : Number(row.threshold);
}

/** The languages a merchant offers and its default one (decision 0057); undefined: no such merchant. */
export async function findMerchantLanguages(
  db: Db,
  code: string,
): Promise<{ languages: string[]; defaultLanguage: string } | undefined> {
  const [row] = await db
    .select({
      languages: sql<string[] | null>`${merchants.config} -> 'languages'`,
      defaultLanguage: sql<string | null>`${merchants.config} ->> 'defaultLanguage'`,
    })
    .from(merchants)
    .where(eq(merchants.code, code));
  if (!row?.defaultLanguage) return undefined;
  const languages = (row.languages ?? []).filter((language) => language !== row.defaultLanguage);
  return { languages: [row.defaultLanguage, ...languages], defaultLanguage: row.defaultLanguage };
}
