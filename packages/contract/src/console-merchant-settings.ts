import { z } from 'zod';
import { DecisionReason } from './console-decision.ts';
import type { ConsoleRole } from './console-roles.ts';
import { CountryCode, MerchantConfig } from './merchant.ts';
import { text } from './text.ts';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone the runtime knows ("Asia/Karachi", "UTC"). */
export const TimeZone = text().min(1).max(64).refine(isTimeZone, { message: 'not a known IANA time zone' });

/** The merchant row's own setting columns, beside the config JSON (decision 0059). */
export const MerchantRowSettings = z.strictObject({
  /** IANA time zone of the merchant's days (periods of limits, figures by day). */
  timezone: TimeZone,
  /** The home market (ISO 3166-1 alpha-2); null: none. */
  marketCountry: CountryCode.nullable(),
  /** Hours a raised or removed player limit waits (decision 0051): at least 24, at most 30 days. */
  limitCoolingOffHours: z.number().int().min(24).max(720),
  /** Balance adjustments above this (minor units) wait for a second operator (decision 0042). */
  adjustmentApprovalThresholdMinor: z.number().int().min(0).max(1_000_000_000_000),
});
export type MerchantRowSettings = z.infer<typeof MerchantRowSettings>;

/** Everything an operator sets for one merchant: the config JSON and the row's setting columns. */
export const MerchantSettings = z.strictObject({ config: MerchantConfig, merchant: MerchantRowSettings });
export type MerchantSettings = z.infer<typeof MerchantSettings>;
export type MerchantSettingsInput = z.input<typeof MerchantSettings>;

/**
 * The setting paths only the owner and the admin may change (decision 0059): the player protection section
 * and the adjustment approval threshold. Any other role that may save settings leaves these as they are.
 */
export const GUARDED_SETTING_PATHS = [
  'config.protectionTools',
  'config.realityCheckMinutes',
  'config.minimumAge',
  'config.kyc',
  'merchant.limitCoolingOffHours',
  'merchant.adjustmentApprovalThresholdMinor',
] as const;
export const GUARDED_SETTINGS_ROLES: readonly ConsoleRole[] = ['owner', 'admin'];
export const mayChangeGuardedSettings = (role: ConsoleRole): boolean => GUARDED_SETTINGS_ROLES.includes(role);

/** A platform operator names the merchant; a merchant's operator gets their own. */
const MerchantCodeField = text().trim().min(1).max(32).optional();

export const ConsoleMerchantSettingsQuery = z.object({ merchantCode: MerchantCodeField });
export type ConsoleMerchantSettingsQuery = z.infer<typeof ConsoleMerchantSettingsQuery>;

export const ConsoleMerchantSettings = z.object({
  merchantCode: z.string(),
  /** The latest version's number; 0 while nothing was saved through the console. */
  version: z.number().int(),
  settings: MerchantSettings,
  /** The merchants the caller may pick (a merchant's operator: their own). */
  merchantCodes: z.array(z.string()),
});
export type ConsoleMerchantSettings = z.infer<typeof ConsoleMerchantSettings>;

export const UpdateConsoleMerchantSettingsRequest = z.strictObject({
  merchantCode: MerchantCodeField,
  /** The version the form was read at; another save since answers 409 merchant_settings_moved_on. */
  baseVersion: z.number().int().min(0),
  settings: MerchantSettings,
  reason: DecisionReason,
});
export type UpdateConsoleMerchantSettingsRequest = z.input<typeof UpdateConsoleMerchantSettingsRequest>;

/** One changed setting: its dotted path ("config.maintenance.enabled"); absent values are null. */
export const SettingChange = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type SettingChange = z.infer<typeof SettingChange>;

export const MerchantSettingVersion = z.object({
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  /** null: the settings as they were before the first console save. */
  operatorUsername: z.string().nullable(),
  reason: z.string().nullable(),
  /** The version this one restored, if it is a restore. */
  restoredFrom: z.number().int().nullable(),
  /** Against the version before (empty for the first). */
  changes: z.array(SettingChange),
});
export type MerchantSettingVersion = z.infer<typeof MerchantSettingVersion>;

export const MERCHANT_SETTING_VERSIONS_PAGE_SIZE = 50;

export const ConsoleMerchantSettingVersionsQuery = z.object({
  merchantCode: MerchantCodeField,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ConsoleMerchantSettingVersionsQueryInput = z.input<typeof ConsoleMerchantSettingVersionsQuery>;

export const MerchantSettingVersionPage = z.object({
  merchantCode: z.string(),
  /** Newest first. */
  list: z.array(MerchantSettingVersion),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type MerchantSettingVersionPage = z.infer<typeof MerchantSettingVersionPage>;

export const MerchantSettingVersionParams = z.object({ version: z.coerce.number().int().min(1) });

export const RestoreConsoleMerchantSettingVersionRequest = z.strictObject({
  merchantCode: MerchantCodeField,
  reason: DecisionReason,
});
export type RestoreConsoleMerchantSettingVersionRequest = z.input<
  typeof RestoreConsoleMerchantSettingVersionRequest
>;
