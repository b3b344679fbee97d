export { listMerchantCalendars, type MerchantCalendar } from './merchant-calendars.ts';
export { createMerchant, findMerchantItem, listMerchantPage } from './merchant-creation.ts';
export { merchantOrigin } from './merchant-origin.ts';
export {
  addMissingConfigPart,
  addMissingMarketCountry,
  findAdjustmentApprovalThreshold,
  findKycWithdrawalThreshold,
  findMerchantLanguages,
  findMerchantPlayTerms,
  insertIntoEmptyTable,
  listMerchants,
  type Merchant,
  type MerchantPlayTerms,
  merchantExists,
  type StoredMerchant,
  saveMerchant,
} from './merchant-repository.ts';
export { MERCHANT_CODE_HEADER, merchantResolution } from './merchant-resolution.ts';
export {
  findMerchantSettingVersion,
  listMerchantSettingVersions,
  readMerchantSettings,
  saveMerchantSettings,
} from './merchant-settings-repository.ts';
export { starterMerchantConfig, withBasics } from './merchant-starter.ts';
export { updateMerchant } from './merchant-update.ts';
export { MERCHANT_SETTINGS_TOPIC, merchantsPlugin } from './merchants-plugin.ts';
export { touches } from './setting-changes.ts';
