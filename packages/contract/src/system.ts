import { z } from 'zod';
import { envelope } from './envelope.ts';
import { LanguageCodeSchema } from './language-schema.ts';
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

export const StatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
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
    resources: z.array(DownloadLink),
    whitelabel: Whitelabel,
    promotions: Promotions,
    imageCDNs: z.array(z.string()),
    currency: z.object({ code: z.string(), symbol: z.string() }),
    languages: z.array(LanguageCodeSchema),
    defaultLanguage: LanguageCodeSchema,
    appWindow: z.boolean(),
    footerLiveChat: z.boolean(),
    regulator: Regulator.optional(),
    maintenanceUntil: z.string().optional(),
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
