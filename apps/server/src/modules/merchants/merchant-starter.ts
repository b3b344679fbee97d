import {
  DEFAULT_BRAND,
  DEFAULT_JACKPOT_SETTINGS,
  DEFAULT_KYC_CONFIG,
  DEFAULT_PAYOUTS_CONFIG,
  DEFAULT_PROTECTION_TOOLS,
  DEFAULT_REGISTRATION_CONFIG,
  DEFAULT_STATUS_READING,
  DEFAULT_WINNER_BOARD_SETTINGS,
  type LanguageCode,
  type MerchantConfig,
  PROMO_KEYS,
  type Promotions,
  WHITELABEL_SWITCHES,
  type Whitelabel,
} from '@lobby/contract';

/** The currency's narrow symbol in English ("$" for USD, "Rs" for PKR), else its code. */
export function currencySymbol(code: string): string {
  const parts = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

export interface MerchantBasics {
  name: string;
  mainDomain: string;
  currency: string;
  defaultLanguage: LanguageCode;
}

/** The config with this default language, offered first. */
export const withDefaultLanguage = (config: MerchantConfig, language: LanguageCode): MerchantConfig => ({
  ...config,
  defaultLanguage: language,
  languages: [language, ...config.languages.filter((code) => code !== language)],
});

/** The basics set over a config: its name, main domain, currency, and default language (offered first). */
export const withBasics = (config: MerchantConfig, basics: MerchantBasics): MerchantConfig => ({
  ...withDefaultLanguage(config, basics.defaultLanguage),
  name: basics.name,
  mainDomain: basics.mainDomain,
  currency: { code: basics.currency, symbol: currencySymbol(basics.currency) },
});

/**
 * The settings a merchant created without a model starts with (decision 0061): registration by username,
 * every other login kind, promotion and link off, one language, every protection tool on, every vendor of
 * the catalogue offered. The operator fills in the rest on the settings page.
 */
export function starterMerchantConfig(basics: MerchantBasics): MerchantConfig {
  const whitelabel = Object.fromEntries(
    WHITELABEL_SWITCHES.map((key) => [key, key === 'USERNAMEREG3']),
  ) as Whitelabel;
  const promotions = Object.fromEntries(PROMO_KEYS.map((key) => [key, { enabled: false }])) as Promotions;
  return withBasics(
    {
      name: basics.name,
      mainDomain: basics.mainDomain,
      currency: { code: basics.currency, symbol: basics.currency },
      languages: [basics.defaultLanguage],
      defaultLanguage: basics.defaultLanguage,
      whitelabel,
      promotions,
      customerService: [],
      resources: [],
      socialLinks: {},
      mobileTemplate: { mem_cen: '1', dep_func: '1' },
      imageCDNs: [''],
      appWindow: false,
      footerLiveChat: false,
      minimumAge: 18,
      maintenance: { enabled: false },
      region: { allowedCountries: [], blockedCountries: [], allowedIpRanges: [], blockedIpRanges: [] },
      statusReading: DEFAULT_STATUS_READING,
      registration: DEFAULT_REGISTRATION_CONFIG,
      payouts: DEFAULT_PAYOUTS_CONFIG,
      kyc: DEFAULT_KYC_CONFIG,
      realityCheckMinutes: 0,
      protectionTools: DEFAULT_PROTECTION_TOOLS,
      winnerBoard: DEFAULT_WINNER_BOARD_SETTINGS,
      jackpot: DEFAULT_JACKPOT_SETTINGS,
      brand: DEFAULT_BRAND,
    },
    basics,
  );
}
