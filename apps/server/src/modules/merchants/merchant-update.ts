import type { LanguageCode, MerchantSettings } from '@lobby/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema.ts';
import { findMerchantItem, takenDomain } from './merchant-creation.ts';
import { readCurrent, recordVersion } from './merchant-settings-repository.ts';
import { withDefaultLanguage } from './merchant-starter.ts';
import { settingChanges } from './setting-changes.ts';

export interface MerchantEdit {
  name: string;
  /** Lower case, each once. */
  domains: string[];
  timezone: string;
  defaultLanguage: LanguageCode;
  operatorUsername: string;
  reason: string;
  now: Date;
}

type Item = NonNullable<Awaited<ReturnType<typeof findMerchantItem>>>;

export type UpdateOutcome =
  | { status: 'updated'; before: Item; after: Item; version: number | null }
  | { status: 'not_found' }
  | { status: 'domain_taken'; domain: string };

/** The settings with the edit's name, timezone and default language; the main domain stays while it is one. */
function editedSettings(settings: MerchantSettings, edit: MerchantEdit): MerchantSettings {
  const { config } = settings;
  const mainDomain = edit.domains.includes(config.mainDomain) ? config.mainDomain : (edit.domains[0] ?? '');
  return {
    config: { ...withDefaultLanguage(config, edit.defaultLanguage), name: edit.name, mainDomain },
    merchant: { ...settings.merchant, timezone: edit.timezone },
  };
}

/**
 * Edits a merchant (decision 0072) in one transaction under the merchants table's SHARE ROW EXCLUSIVE lock,
 * as creating one does: a domain another merchant answers on changes nothing. The domains are the row's; a
 * changed name, timezone or default language is a new settings version with the edit's reason (version
 * null: none of them changed).
 */
export async function updateMerchant(db: Db, code: string, edit: MerchantEdit): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${merchants} in share row exclusive mode`);
    const current = await readCurrent(tx, code, true);
    const before = await findMerchantItem(tx, code);
    if (!current || !before) return { status: 'not_found' } as const;
    const taken = await takenDomain(tx, edit.domains, code);
    if (taken) return { status: 'domain_taken', domain: taken } as const;
    const settings = editedSettings(current.settings, edit);
    const changes = settingChanges(current.settings, settings);
    const version =
      changes.length === 0
        ? null
        : await recordVersion(tx, code, current, { ...edit, settings, restoredFrom: null }, changes);
    await tx
      .update(merchants)
      .set({ domains: edit.domains, updatedAt: edit.now })
      .where(eq(merchants.code, code));
    const after = (await findMerchantItem(tx, code)) as Item;
    return { status: 'updated', before, after, version } as const;
  });
}
