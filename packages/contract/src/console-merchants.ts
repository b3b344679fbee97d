import { z } from 'zod';
import { DecisionReason } from './console-decision.ts';
import { TimeZone } from './console-merchant-settings.ts';
import { ConsoleMerchantCode } from './console-operators.ts';
import { LanguageCodeSchema } from './language-schema.ts';
import { text } from './text.ts';

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOSTNAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);

/**
 * A domain a merchant answers on, as the Host header names it: lower case (international names in their
 * xn-- form), no port, no trailing dot (decision 0061).
 */
export const MerchantDomain = text().trim().toLowerCase().max(253).regex(HOSTNAME);

/**
 * ISO 4217 currencies whose minor unit is not a hundredth (0, 3 or 4 digits), and units that are no money
 * (metals, testing, fund codes). The runtime's CLDR data speaks of cash digits (PKR with 0), so the list
 * is ISO's own.
 */
const NOT_CENTS = new Set(
  (
    'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF BHD IQD JOD KWD LYD OMR TND CLF UYW ' +
    'XAG XAU XBA XBB XBC XBD XDR XPD XPT XSU XTS XUA XXX BOV CHE CHW COU MXV USN'
  ).split(' '),
);

/** Currencies the ledger can hold: ISO 4217 codes the runtime knows whose minor unit is a hundredth. */
export const isLedgerCurrency = (code: string): boolean =>
  /^[A-Z]{3}$/.test(code) && !NOT_CENTS.has(code) && Intl.supportedValuesOf('currency').includes(code);

export const LedgerCurrency = text()
  .trim()
  .toUpperCase()
  .refine(isLedgerCurrency, { message: 'not an ISO 4217 currency in hundredths' });

/** The domains a merchant answers on: 1 to 20, each once. */
const MerchantDomains = z
  .array(MerchantDomain)
  .min(1)
  .max(20)
  .superRefine((domains, context) => {
    domains.forEach((domain, index) => {
      if (domains.indexOf(domain) !== index)
        context.addIssue({ code: 'custom', path: [index], message: 'given twice' });
    });
  });

/** The name players see. */
const MerchantName = text().trim().min(1).max(80);

export const CreateConsoleMerchantRequest = z.strictObject({
  code: ConsoleMerchantCode,
  /** The name players see; the code when not given. */
  name: MerchantName.optional(),
  domains: MerchantDomains,
  currency: LedgerCurrency,
  timezone: TimeZone,
  defaultLanguage: LanguageCodeSchema,
  /** The merchant whose current settings the new one starts from; absent: the starter settings. */
  copyFrom: ConsoleMerchantCode.optional(),
});
export type CreateConsoleMerchantRequest = z.input<typeof CreateConsoleMerchantRequest>;

/**
 * updateConsoleMerchant (decision 0072): a merchant's name, domains, timezone and default language, with a
 * reason; the name, timezone and default language are settings, so a change of them is a settings version.
 */
export const UpdateConsoleMerchantRequest = z.strictObject({
  name: MerchantName,
  domains: MerchantDomains,
  timezone: TimeZone,
  defaultLanguage: LanguageCodeSchema,
  reason: DecisionReason,
});
export type UpdateConsoleMerchantRequest = z.input<typeof UpdateConsoleMerchantRequest>;

export const ConsoleMerchantParams = z.object({ code: ConsoleMerchantCode });

export const ConsoleMerchantItem = z.object({
  code: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  currency: z.string(),
  timezone: z.string(),
  defaultLanguage: z.string(),
  /** The merchant answering hosts that match no domain. */
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ConsoleMerchantItem = z.infer<typeof ConsoleMerchantItem>;

export const CONSOLE_MERCHANTS_PAGE_SIZE = 50;

export const ConsoleMerchantsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Merchants whose code or name holds this (any case). */
  q: text().trim().max(80).optional(),
});
export type ConsoleMerchantsQueryInput = z.input<typeof ConsoleMerchantsQuery>;

export const ConsoleMerchantPage = z.object({
  /** By code. */
  list: z.array(ConsoleMerchantItem),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ConsoleMerchantPage = z.infer<typeof ConsoleMerchantPage>;
