import { z } from 'zod';
import { Brand, DEFAULT_BRAND } from './brand.ts';
import { DEFAULT_KYC_CONFIG, KycConfig } from './kyc.ts';
import { LanguageCodeSchema } from './language-schema.ts';
import {
  DEFAULT_JACKPOT_SETTINGS,
  DEFAULT_WINNER_BOARD_SETTINGS,
  JackpotSettings,
  WinnerBoardSettings,
} from './lobby-displays.ts';
import { DEFAULT_PAYOUTS_CONFIG, PayoutsConfig } from './payouts.ts';
import { DEFAULT_PROTECTION_TOOLS, ProtectionTools } from './protection-tools.ts';
import { RealityCheckMinutes } from './reality-check.ts';
import { DEFAULT_REGISTRATION_CONFIG, RegistrationConfig } from './registration.ts';
import { SOCIAL_KINDS } from './social-kinds.ts';
import { singleLineCheck, text } from './text.ts';

export { SideMenuSocialKinds, SOCIAL_KINDS } from './social-kinds.ts';

/** White-label switches of the specification, each on or off per merchant. */
export const WHITELABEL_SWITCHES = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'CBS3',
  'AGENTPOLICY3',
  'REWCEN3',
] as const;
export const WhitelabelSwitch = z.enum(WHITELABEL_SWITCHES);
export type WhitelabelSwitch = z.infer<typeof WhitelabelSwitch>;
export const Whitelabel = z.record(WhitelabelSwitch, z.boolean());
export type Whitelabel = z.infer<typeof Whitelabel>;

export const PROMO_KEYS = ['REFERRAL', 'MISSION', 'LOGIN'] as const;
export const PromoKey = z.enum(PROMO_KEYS);
export type PromoKey = z.infer<typeof PromoKey>;
export const Promotions = z.record(PromoKey, z.object({ enabled: z.boolean() }));
export type Promotions = z.infer<typeof Promotions>;

/** csType '3' is the customer-service link; paths are base64-encoded as the spec's source sends them. */
export const CustomerServiceEntry = z.object({
  csType: z.enum(['WHATSAPP', 'LIVECHAT', '3']),
  path: text(),
});
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntry>;

const RESOURCE_TYPES = [
  'IOS',
  'MOBILECONFIG',
  'MOBILECONFIG2',
  'Android',
  'ANDROID2',
  'REGISTERPOPM',
  'BONUS',
] as const;
export const DownloadLink = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: text(),
  qrCodeUrl: text().optional(),
  labelNameEn: text().optional(),
});
export type DownloadLink = z.infer<typeof DownloadLink>;

export const SocialKind = z.enum(SOCIAL_KINDS);
export type SocialKind = z.infer<typeof SocialKind>;
export const SocialLinks = z.partialRecord(SocialKind, z.url().check(singleLineCheck));
export type SocialLinks = z.infer<typeof SocialLinks>;

export const MobileTemplate = z.object({
  mem_cen: z.enum(['0', '1']),
  dep_func: z.enum(['0', '1']),
});
export type MobileTemplate = z.infer<typeof MobileTemplate>;

/**
 * How the numeric status code is read (the spec gives two readings):
 * - `maintenance-first`: 0 normal, 1 maintenance (also when both apply), 2 region restricted only.
 * - `restriction-first`: 0 normal, 1 IP/region restricted, 2 maintenance.
 */
export const StatusReading = z.enum(['maintenance-first', 'restriction-first']);
export type StatusReading = z.infer<typeof StatusReading>;
export const DEFAULT_STATUS_READING: StatusReading = 'maintenance-first';

/** A country as ISO 3166-1 alpha-2, upper case. */
export const CountryCode = text().regex(/^[A-Z]{2}$/);

/** Who may use the product: allow/deny by country and by client IP range (CIDR). */
export const RegionRules = z.object({
  allowedCountries: z.array(CountryCode).default([]),
  blockedCountries: z.array(CountryCode).default([]),
  blockedIpRanges: z.array(text()).default([]),
  allowedIpRanges: z.array(text()).default([]),
});
export type RegionRules = z.infer<typeof RegionRules>;

export const Regulator = z.object({
  name: text(),
  licence: text(),
  url: z.url().check(singleLineCheck).optional(),
});

/** An account of the merchant's that members pay a bank transfer into (decision 0047). */
export const ReceivingAccount = z.object({
  bankName: text().trim().min(1).max(80),
  accountName: text().trim().min(1).max(80),
  accountNumber: text().trim().min(1).max(40),
});
export type ReceivingAccount = z.infer<typeof ReceivingAccount>;

/** The manual bank-transfer deposit channel: shown only when the merchant has receiving accounts. */
export const BankTransferConfig = z.object({
  accounts: z.array(ReceivingAccount).min(1).max(5),
  minAmount: z.number().positive(),
  maxAmount: z.number().positive(),
});
export type BankTransferConfig = z.infer<typeof BankTransferConfig>;

/**
 * Maintenance mode (decisions 0059, 0069): switched on, it is in force from `startsAt` (absent: at once)
 * until `until` (absent: until switched off). A window ending before it starts is refused (path `until`).
 */
export const MaintenanceConfig = z
  .object({
    enabled: z.boolean(),
    startsAt: z.iso.datetime().optional(),
    until: z.iso.datetime().optional(),
    /** The merchant's own words on the maintenance page, shown as written (decision 0059). */
    message: text().trim().min(1).max(500).optional(),
  })
  .refine(
    (window) => !window.startsAt || !window.until || Date.parse(window.startsAt) < Date.parse(window.until),
    {
      message: 'the window ends before it starts',
      path: ['until'],
    },
  );
export type MaintenanceConfig = z.infer<typeof MaintenanceConfig>;

/** Whether maintenance is in force at `now`: switched on and `now` within [startsAt, until). */
export const maintenanceInForce = (maintenance: MaintenanceConfig, now: Date): boolean =>
  maintenance.enabled &&
  (!maintenance.startsAt || Date.parse(maintenance.startsAt) <= now.getTime()) &&
  (!maintenance.until || now.getTime() < Date.parse(maintenance.until));

/** Everything an operator configures for one merchant. Stored as JSON on the merchant row. */
export const MerchantConfig = z.object({
  name: text(),
  mainDomain: text(),
  currency: z.object({ code: text().length(3), symbol: text() }),
  languages: z.array(LanguageCodeSchema).min(1),
  defaultLanguage: LanguageCodeSchema,
  whitelabel: Whitelabel,
  promotions: Promotions,
  customerService: z.array(CustomerServiceEntry),
  resources: z.array(DownloadLink),
  socialLinks: SocialLinks,
  mobileTemplate: MobileTemplate,
  imageCDNs: z.array(text()),
  /** App-window display: whether the download invitation may be shown at all. */
  appWindow: z.boolean(),
  /** The footer's live-chat item, which the spec grants to one specific merchant only. */
  footerLiveChat: z.boolean(),
  minimumAge: z.union([z.literal(18), z.literal(21)]),
  regulator: Regulator.optional(),
  maintenance: MaintenanceConfig,
  region: RegionRules,
  statusReading: StatusReading,
  /** Register fields, captcha and password length; merchants stored before this existed get the default. */
  registration: RegistrationConfig.default(DEFAULT_REGISTRATION_CONFIG),
  /** Vendor codes (vassalage) this merchant offers; absent: every vendor of the catalogue. */
  gameVendors: z.array(text().regex(/^[A-Z0-9_]{1,40}$/)).optional(),
  /** Payout kinds members may add and their withdrawal fees (decision 0046); absent: none offered. */
  payouts: PayoutsConfig.default(DEFAULT_PAYOUTS_CONFIG),
  /** Receiving accounts of the manual bank-transfer deposit channel; absent: no such channel. */
  bankTransfer: BankTransferConfig.optional(),
  /** Identity checks (decisions 0053, 0056); merchants stored before this existed need none. */
  kyc: KycConfig.default(DEFAULT_KYC_CONFIG),
  /** The reality-check interval of players who chose none (decision 0052); 0 is off. */
  realityCheckMinutes: RealityCheckMinutes.default(0),
  /** The protection tools offered (decision 0059); merchants stored before this existed offer all. */
  protectionTools: ProtectionTools.default(DEFAULT_PROTECTION_TOOLS),
  /** Home's winner board and jackpot counter (decision 0062); merchants stored before this get the spec's. */
  winnerBoard: WinnerBoardSettings.default(DEFAULT_WINNER_BOARD_SETTINGS),
  jackpot: JackpotSettings.default(DEFAULT_JACKPOT_SETTINGS),
  /** The merchant's colours and logo (decision 0072); merchants stored before this get the app's own. */
  brand: Brand.default(DEFAULT_BRAND),
});
export type MerchantConfig = z.infer<typeof MerchantConfig>;
