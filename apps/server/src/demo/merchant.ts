import {
  type BankTransferConfig,
  CONFIGURABLE_REGISTRATION_FIELDS,
  DEFAULT_BRAND,
  DEFAULT_JACKPOT_SETTINGS,
  DEFAULT_KYC_CONFIG,
  DEFAULT_LANGUAGE,
  DEFAULT_PROTECTION_TOOLS,
  DEFAULT_STATUS_READING,
  DEFAULT_WINNER_BOARD_SETTINGS,
  LANGUAGE_CODES,
  type MerchantConfig,
  PROMO_KEYS,
  type Promotions,
  type RegistrationConfig,
  WHITELABEL_SWITCHES,
  type Whitelabel,
} from '@lobby/contract';
import type { Db } from '../db/client.ts';
import {
  addMissingConfigPart,
  addMissingMarketCountry,
  insertIntoEmptyTable,
  type Merchant,
} from '../modules/merchants/index.ts';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * Short by default: every optional register field is configured but off, so a form asks for at most five
 * inputs (username, password twice, the optional mobile number and the captcha; by mobile: number, SMS
 * code, password twice, captcha).
 */
export const DEMO_REGISTRATION: RegistrationConfig = {
  fields: Object.fromEntries(
    CONFIGURABLE_REGISTRATION_FIELDS.map((field) => [field, { enabled: false, required: false }]),
  ),
  captcha: true,
  dateOfBirthRequired: false,
  passwordMinLength: 8,
};

/** The demo's receiving account for manual bank-transfer deposits (decision 0047): made-up values. */
export const DEMO_BANK_TRANSFER: BankTransferConfig = {
  accounts: [
    { bankName: 'Demo Bank', accountName: 'Lobby Demo Ltd', accountNumber: 'PK00DEMO0000123456789' },
  ],
  minAmount: 10,
  maxAmount: 50_000,
};

/** The demo operator: every switch and promotion on, links that stay on this server. */
export const DEMO_MERCHANT_CONFIG: MerchantConfig = {
  name: 'Lobby Demo',
  brand: DEFAULT_BRAND,
  mainDomain: 'localhost',
  currency: { code: 'USD', symbol: '$' },
  /** Decision 0046: a flat fee for bank transfers, a percentage for e-wallets. */
  payouts: {
    kinds: [
      { kind: 'bank_account', fixedFee: 1, percentFee: 0 },
      { kind: 'e_wallet', fixedFee: 0, percentFee: 1 },
    ],
  },
  languages: [...LANGUAGE_CODES],
  defaultLanguage: DEFAULT_LANGUAGE,
  whitelabel: Object.fromEntries(WHITELABEL_SWITCHES.map((key) => [key, true])) as Whitelabel,
  promotions: Object.fromEntries(PROMO_KEYS.map((key) => [key, { enabled: true }])) as Promotions,
  customerService: [
    { csType: 'WHATSAPP', path: base64('https://wa.me/15550100000') },
    { csType: 'LIVECHAT', path: base64('/m/message') },
    { csType: '3', path: base64('/m/feedback') },
  ],
  resources: [
    { resourceType: 'IOS', url: '/m/app?platform=ios', labelNameEn: 'iOS app' },
    { resourceType: 'Android', url: '/m/app?platform=android', labelNameEn: 'Android app' },
    { resourceType: 'MOBILECONFIG', url: '/m/app?platform=ios-profile', labelNameEn: 'iOS profile' },
    { resourceType: 'REGISTERPOPM', url: '/m/register', labelNameEn: 'Register' },
    { resourceType: 'BONUS', url: '/m/activity', labelNameEn: 'Bonus' },
  ],
  socialLinks: {
    facebook: 'https://www.facebook.com/lobbydemo',
    instagram: 'https://www.instagram.com/lobbydemo',
    telegram: 'https://t.me/lobbydemo',
    whatsapp: 'https://wa.me/15550100000',
    youtube: 'https://www.youtube.com/@lobbydemo',
    tiktok: 'https://www.tiktok.com/@lobbydemo',
    kwai: 'https://www.kwai.com/@lobbydemo',
    twitter: 'https://x.com/lobbydemo',
  },
  mobileTemplate: { mem_cen: '1', dep_func: '1' },
  // An empty host keeps image URLs relative, i.e. served by this server.
  imageCDNs: [''],
  appWindow: true,
  footerLiveChat: true,
  minimumAge: 18,
  realityCheckMinutes: 0,
  regulator: { name: 'Demo Gaming Authority', licence: 'DEMO-0001' },
  maintenance: { enabled: false },
  region: { allowedCountries: [], blockedCountries: [], allowedIpRanges: [], blockedIpRanges: [] },
  statusReading: DEFAULT_STATUS_READING,
  registration: DEMO_REGISTRATION,
  bankTransfer: DEMO_BANK_TRANSFER,
  kyc: DEFAULT_KYC_CONFIG,
  winnerBoard: DEFAULT_WINNER_BOARD_SETTINGS,
  jackpot: DEFAULT_JACKPOT_SETTINGS,
  protectionTools: DEFAULT_PROTECTION_TOOLS,
};

/** The demo operator serves Pakistan (its currency is USD all the same). */
const DEMO_MARKET_COUNTRY = 'PK';

export const DEMO_MERCHANT: Merchant = {
  code: 'demo',
  domains: ['localhost', '127.0.0.1'],
  isDefault: true,
  marketCountry: DEMO_MARKET_COUNTRY,
  timezone: 'Asia/Karachi',
  config: DEMO_MERCHANT_CONFIG,
};

/**
 * Creates the demo merchant on a database that has no merchant yet; returns whether it did. A demo merchant
 * stored before registration settings or market countries existed gets the demo's (once: a stored
 * `registration` or market country is kept).
 */
export async function seedDemoMerchant(db: Db): Promise<boolean> {
  const created = await insertIntoEmptyTable(db, DEMO_MERCHANT);
  if (!created) {
    await addMissingConfigPart(db, DEMO_MERCHANT.code, 'registration', DEMO_REGISTRATION);
    await addMissingConfigPart(db, DEMO_MERCHANT.code, 'bankTransfer', DEMO_BANK_TRANSFER);
    await addMissingMarketCountry(db, DEMO_MERCHANT.code, DEMO_MARKET_COUNTRY);
  }
  return created;
}
