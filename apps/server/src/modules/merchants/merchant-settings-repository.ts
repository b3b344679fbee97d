import { MerchantConfig, type MerchantSettings, type SettingChange } from '@lobby/contract';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantSettingVersions, merchants } from '../../db/schema.ts';
import { pageOf } from '../../shared/paging.ts';
import { settingChanges } from './setting-changes.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A merchant's settings as stored and the number of its latest version (0: never saved in the console). */
export interface CurrentMerchantSettings {
  settings: MerchantSettings;
  version: number;
}

export async function readCurrent(
  db: Db | Tx,
  code: string,
  lock: boolean,
): Promise<CurrentMerchantSettings | undefined> {
  const query = db
    .select({
      config: merchants.config,
      timezone: merchants.timezone,
      marketCountry: merchants.marketCountry,
      limitCoolingOffHours: merchants.limitCoolingOffHours,
      adjustmentApprovalThresholdMinor: merchants.adjustmentApprovalThresholdMinor,
    })
    .from(merchants)
    .where(eq(merchants.code, code));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [latest] = await db
    .select({ version: max(merchantSettingVersions.version) })
    .from(merchantSettingVersions)
    .where(eq(merchantSettingVersions.merchantCode, code));
  const { config, ...merchant } = row;
  // The stored config is read as the directory reads it; a config the contract rejects is a server fault.
  return { settings: { config: MerchantConfig.parse(config), merchant }, version: latest?.version ?? 0 };
}

/** The merchant's settings and latest version; undefined: no such merchant. */
export const readMerchantSettings = (db: Db, code: string) => readCurrent(db, code, false);

export interface SettingsSave {
  settings: MerchantSettings;
  /** The version the operator's form was read at. */
  baseVersion: number;
  operatorUsername: string;
  reason: string;
  restoredFrom: number | null;
  now: Date;
}

export type SaveOutcome =
  | {
      status: 'saved';
      before: MerchantSettings;
      after: MerchantSettings;
      version: number;
      changes: SettingChange[];
    }
  | { status: 'refused'; changes: SettingChange[] }
  | { status: 'moved_on' | 'not_found' };

/** Whether the save may go ahead given its changes (the caller's role check); false writes nothing. */
export type ChangeCheck = (changes: SettingChange[]) => boolean;

/**
 * Writes the settings to the merchant row and records them as the next version, in one transaction that
 * holds the merchant row: a save based on an older version answers moved_on and writes nothing. The first
 * save records the settings before it as version 1.
 */
export async function saveMerchantSettings(
  db: Db,
  code: string,
  save: SettingsSave,
  check: ChangeCheck,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const current = await readCurrent(tx, code, true);
    if (!current) return { status: 'not_found' } as const;
    if (current.version !== save.baseVersion) return { status: 'moved_on' } as const;
    const changes = settingChanges(current.settings, save.settings);
    if (!check(changes)) return { status: 'refused', changes } as const;
    const version = await recordVersion(tx, code, current, save, changes);
    return { status: 'saved', before: current.settings, after: save.settings, version, changes } as const;
  });
}

/**
 * Writes `save.settings` to the merchant row (held by the caller's transaction) and records them as the next
 * version with their changes; the first such write records the settings before it as version 1. Answers the
 * new version's number.
 */
export async function recordVersion(
  tx: Tx,
  code: string,
  current: CurrentMerchantSettings,
  save: Omit<SettingsSave, 'baseVersion'>,
  changes: SettingChange[],
): Promise<number> {
  let version = current.version;
  if (version === 0) {
    version = 1;
    await tx.insert(merchantSettingVersions).values({
      merchantCode: code,
      version,
      settings: current.settings,
      changes: [],
      createdAt: save.now,
    });
  }
  version += 1;
  await tx
    .update(merchants)
    .set({ config: save.settings.config, ...save.settings.merchant, updatedAt: save.now })
    .where(eq(merchants.code, code));
  await tx.insert(merchantSettingVersions).values({
    merchantCode: code,
    version,
    settings: save.settings,
    changes,
    operatorUsername: save.operatorUsername,
    reason: save.reason,
    restoredFrom: save.restoredFrom,
    createdAt: save.now,
  });
  return version;
}

/** The merchant's versions newest first, `pageSize` a page, with one more row to tell whether there are more. */
export async function listMerchantSettingVersions(db: Db, code: string, page: number, pageSize: number) {
  const rows = await db
    .select({
      version: merchantSettingVersions.version,
      createdAt: merchantSettingVersions.createdAt,
      operatorUsername: merchantSettingVersions.operatorUsername,
      reason: merchantSettingVersions.reason,
      restoredFrom: merchantSettingVersions.restoredFrom,
      changes: merchantSettingVersions.changes,
    })
    .from(merchantSettingVersions)
    .where(eq(merchantSettingVersions.merchantCode, code))
    .orderBy(desc(merchantSettingVersions.version))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return pageOf(rows, page, pageSize, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The settings a version recorded; undefined when the merchant has no such version. */
export async function findMerchantSettingVersion(db: Db, code: string, version: number): Promise<unknown> {
  const [row] = await db
    .select({ settings: merchantSettingVersions.settings })
    .from(merchantSettingVersions)
    .where(and(eq(merchantSettingVersions.merchantCode, code), eq(merchantSettingVersions.version, version)))
    .limit(1);
  return row?.settings;
}
