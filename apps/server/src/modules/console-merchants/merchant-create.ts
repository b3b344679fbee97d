import type { ConsoleMerchantItem, CreateConsoleMerchantRequest, MerchantSettings } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import {
  createMerchant,
  MERCHANT_SETTINGS_TOPIC,
  readMerchantSettings,
  starterMerchantConfig,
  withBasics,
} from '../merchants/index.ts';
import { audit, operatorOf } from '../operators/index.ts';

type Request = z.output<typeof CreateConsoleMerchantRequest>;

/** Row settings of a merchant created without a model: the columns' defaults, no home market. */
const STARTER_ROW = {
  marketCountry: null,
  limitCoolingOffHours: 24,
  adjustmentApprovalThresholdMinor: 100_000,
};

/** The new merchant's settings: the model's current ones (or the starter's) with the request's basics. */
async function settingsOf(request: FastifyRequest, body: Request) {
  const basics = {
    name: body.name ?? body.code,
    mainDomain: body.domains[0] ?? body.code,
    currency: body.currency,
    defaultLanguage: body.defaultLanguage,
  };
  if (body.copyFrom === undefined) {
    const settings: MerchantSettings = {
      config: starterMerchantConfig(basics),
      merchant: { ...STARTER_ROW, timezone: body.timezone },
    };
    return { settings, copiedFrom: null };
  }
  const model = await readMerchantSettings(request.server.db, body.copyFrom);
  if (!model) throw new ApiError(400, 'unknown_merchant', { field: 'copyFrom' });
  const settings: MerchantSettings = {
    config: withBasics(model.settings.config, basics),
    merchant: { ...model.settings.merchant, timezone: body.timezone },
  };
  return { settings, copiedFrom: { merchantCode: body.copyFrom, version: model.version } };
}

/** 400 domain_taken naming the domain's field (`domains.N`; decision 0072). */
export const domainTaken = (domains: string[], domain: string) =>
  new ApiError(400, 'domain_taken', { field: `domains.${domains.indexOf(domain)}`, domain });

/**
 * Creates a merchant for a platform operator (decision 0061), audited as merchant.created with its
 * settings and the version it copied; every instance's merchant directory forgets its copy (this one
 * before the answer, the others through Redis when configured; decision 0072).
 */
export async function createConsoleMerchant(
  request: FastifyRequest,
  body: Request,
): Promise<ConsoleMerchantItem> {
  const app = request.server;
  const { operator } = operatorOf(request);
  const { settings, copiedFrom } = await settingsOf(request, body);
  const now = dateOf(app.clock);
  const outcome = await createMerchant(app.db, {
    code: body.code,
    domains: body.domains,
    settings,
    operatorUsername: operator.username,
    now,
  });
  if (outcome.status === 'code_taken') throw new ApiError(409, 'merchant_exists', { field: 'code' });
  if (outcome.status === 'domain_taken') throw domainTaken(body.domains, outcome.domain);
  await app.invalidation.publish(MERCHANT_SETTINGS_TOPIC, body.code);
  const item: ConsoleMerchantItem = {
    code: body.code,
    name: settings.config.name,
    domains: body.domains,
    currency: settings.config.currency.code,
    timezone: settings.merchant.timezone,
    defaultLanguage: settings.config.defaultLanguage,
    isDefault: false,
    createdAt: now.toISOString(),
  };
  await audit(request, operator, 'merchant.created', {
    target: body.code,
    after: { ...item, settings, copiedFrom },
  });
  return item;
}
