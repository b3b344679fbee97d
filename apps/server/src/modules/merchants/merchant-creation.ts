import type { MerchantSettings } from '@lobby/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantSettingVersions, merchants } from '../../db/schema.ts';
import { pageOf } from '../../shared/paging.ts';

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
    const wanted = sql.join(
      merchant.domains.map((domain) => sql`${domain}`),
      sql`, `,
    );
    const taken = (await tx.execute(
      sql`select lower(domain) as domain from ${merchants}, unnest(${merchants.domains}) as domain
           where lower(domain) in (${wanted}) limit 1`,
    )) as { rows: { domain: string }[] };
    const [first] = taken.rows;
    if (first) return { status: 'domain_taken', domain: first.domain } as const;
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

/** Merchants by code, `pageSize` a page, with one more row to tell whether there are more. */
export async function listMerchantPage(db: Db, page: number, pageSize: number) {
  const rows = await db
    .select({
      code: merchants.code,
      name: sql<string>`${merchants.config} ->> 'name'`,
      domains: merchants.domains,
      currency: sql<string>`${merchants.config} -> 'currency' ->> 'code'`,
      timezone: merchants.timezone,
      defaultLanguage: sql<string>`${merchants.config} ->> 'defaultLanguage'`,
      isDefault: merchants.isDefault,
      createdAt: merchants.createdAt,
    })
    .from(merchants)
    .orderBy(asc(merchants.code))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return pageOf(rows, page, pageSize, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
