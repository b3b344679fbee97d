import { z } from 'zod';
import { Brand } from './brand.ts';
import { envelope } from './envelope.ts';
import { PlayVerification } from './kyc.ts';
import { LanguageCodeSchema } from './language-schema.ts';
import { JackpotSettings } from './lobby-displays.ts';
import {
  CustomerServiceEntry,
  DownloadLink,
  MobileTemplate,
  Promotions,
  Regulator,
  SocialLinks,
  StatusReading,
  Whitelabel,
} from './merchant.ts';
import { ProtectionTools } from './protection-tools.ts';
import { STATUS_CODES } from './status-codes.ts';

export const StatusCode = z.union(STATUS_CODES.map((code) => z.literal(code)));
export type StatusCode = z.infer<typeof StatusCode>;

export { encodeStatus, type StatusPage, statusPage } from './status-codes.ts';

export const SystemStatus = z.object({
  status: StatusCode,
  statusReading: StatusReading,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string().optional() }),
  info: z.object({
    merchantCode: z.string(),
    merchantName: z.string(),
    mainDomain: z.string(),
    domainRoute: z.object({ merchantCode: z.string(), domains: z.array(z.string()) }),
    customerService: z.array(CustomerServiceEntry),
    mobileTemplate: MobileTemplate,
    paths: SocialLinks,
    register: z.object({ minimumAge: z.union([z.literal(18), z.literal(21)]) }),
    /** What free play and real-money play need (decision 0056). */
    verification: PlayVerification,
    /** The player protection tools the responsible gaming screen offers (decision 0059). */
    protectionTools: ProtectionTools,
    resources: z.array(DownloadLink),
    whitelabel: Whitelabel,
    promotions: Promotions,
    imageCDNs: z.array(z.string()),
    currency: z.object({ code: z.string(), symbol: z.string() }),
    /** The merchant's home market (ISO 3166-1 alpha-2): the register form's default dialing code. */
    marketCountry: z.string().nullable(),
    languages: z.array(LanguageCodeSchema),
    defaultLanguage: LanguageCodeSchema,
    appWindow: z.boolean(),
    footerLiveChat: z.boolean(),
    regulator: Regulator.optional(),
    maintenanceUntil: z.string().optional(),
    /** The merchant's message on the maintenance page, as written (decision 0059). */
    maintenanceMessage: z.string().optional(),
    /** Whether home shows the winner board (decision 0062). */
    winnerBoardShown: z.boolean(),
    /** Home's decorative jackpot counter (decision 0062). */
    jackpot: JackpotSettings,
    /** The merchant's colours and logo (decision 0072): null parts are the app's own. */
    brand: Brand,
  }),
});
export type SystemStatus = z.infer<typeof SystemStatus>;
export const SystemStatusResponse = envelope(SystemStatus);

export const Health = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof Health>;
export const HealthResponse = envelope(Health);

export const Liveness = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export const LivenessResponse = envelope(Liveness);

/** What readiness found; a 503 (code not_ready) carries the same fields as its value. */
export const Readiness = z.object({
  phase: z.enum(['starting', 'ready', 'draining']),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    redis: z.enum(['ok', 'failed', 'not_configured']),
    migrations: z.enum(['ok', 'pending', 'failed']),
  }),
});
export type Readiness = z.infer<typeof Readiness>;
export const ReadinessResponse = envelope(Readiness);
