import type { MerchantSettings } from '@lobby/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantSettingVersions, merchants } from '../../db/schema.ts';
import { pageOf } from '../../shared/paging.ts';
import type { Tx } from './merchant-settings-repository.ts';

export interface NewMerchant {
  code: string;
  /** Lower case, each once. */
  domains: string[];
  settings: MerchantSettings;
  operatorUsername: string;
  now: Date;
}

export type CreateOutcome =
  | { status: 'created' }
  | { status: 'code_taken' }
  | { status: 'domain_taken'; domain: string };

/**
 * The first of `domains` (lower case) another merchant than `except` answers on, compared in lower case;
 * callers hold the merchants table's SHARE ROW EXCLUSIVE lock, so it stays free until they commit.
 */
export async function takenDomain(tx: Tx, domains: string[], except?: string): Promise<string | undefined> {
  const wanted = sql.join(
    domains.map((domain) => sql`${domain}`),
    sql`, `,
  );
  const others = except === undefined ? sql`true` : sql`${merchants.code} <> ${except}`;
  const taken = (await tx.execute(
    sql`select lower(domain) as domain from ${merchants}, unnest(${merchants.domains}) as domain
         where lower(domain) in (${wanted}) and ${others} limit 1`,
  )) as { rows: { domain: string }[] };
  return taken.rows[0]?.domain;
}

/**
 * Creates the merchant with its settings as version 1, in one transaction. Creations take the table's
 * SHARE ROW EXCLUSIVE lock (which also waits for settings saves), so two of them cannot both find a domain
 * free: a domain any merchant answers on (compared in lower case) or a code in use creates nothing.
 */
export async function createMerchant(db: Db, merchant: NewMerchant): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${merchants} in share row exclusive mode`);
    const codeTaken = await tx
      .select({ code: merchants.code })
      .from(merchants)
      .where(eq(merchants.code, merchant.code));
    if (codeTaken.length > 0) return { status: 'code_taken' } as const;
    const taken = await takenDomain(tx, merchant.domains);
    if (taken) return { status: 'domain_taken', domain: taken } as const;
    const { config, merchant: columns } = merchant.settings;
    await tx.insert(merchants).values({
      code: merchant.code,
      domains: merchant.domains,
      config,
      ...columns,
      createdAt: merchant.now,
      updatedAt: merchant.now,
    });
    await tx.insert(merchantSettingVersions).values({
      merchantCode: merchant.code,
      version: 1,
      settings: merchant.settings,
      changes: [],
      operatorUsername: merchant.operatorUsername,
      createdAt: merchant.now,
    });
    return { status: 'created' } as const;
  });
}

/** A merchant as the console lists it. */
const ITEM = {
  code: merchants.code,
  name: sql<string>`${merchants.config} ->> 'name'`,
  domains: merchants.domains,
  currency: sql<string>`${merchants.config} -> 'currency' ->> 'code'`,
  timezone: merchants.timezone,
  defaultLanguage: sql<string>`${merchants.config} ->> 'defaultLanguage'`,
  isDefault: merchants.isDefault,
  createdAt: merchants.createdAt,
};

const itemOf = <Row extends { createdAt: Date }>(row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Merchants by code, `pageSize` a page, with one more row to tell whether there are more; with `search`,
 * those whose code or name holds it in any case (decision 0072).
 */
export async function listMerchantPage(db: Db, page: number, pageSize: number, search?: string) {
  const needle = search?.toLowerCase();
  const rows = await db
    .select(ITEM)
    .from(merchants)
    .where(
      needle
        ? sql`(strpos(lower(${merchants.code}), ${needle}) > 0
               or strpos(lower(${merchants.config} ->> 'name'), ${needle}) > 0)`
        : undefined,
    )
    .orderBy(asc(merchants.code))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return pageOf(rows, page, pageSize, itemOf);
}

/** One merchant as the console lists it; undefined: no such merchant. */
export async function findMerchantItem(db: Db | Tx, code: string) {
  const [row] = await db.select(ITEM).from(merchants).where(eq(merchants.code, code));
  return row && itemOf(row);
}
