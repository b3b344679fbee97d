import type { ConsoleMerchantItem, UpdateConsoleMerchantRequest } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { MERCHANT_SETTINGS_TOPIC, updateMerchant } from '../merchants/index.ts';
import { audit, operatorOf } from '../operators/index.ts';
import { domainTaken } from './merchant-create.ts';

type Request = z.output<typeof UpdateConsoleMerchantRequest>;

/**
 * Edits a merchant's name, domains, timezone and default language for a platform operator (decision 0072),
 * audited as merchant.updated with before, after and the reason; every instance's merchant directory forgets
 * its copy (this one before the answer, the others through Redis when configured).
 */
export async function updateConsoleMerchant(
  request: FastifyRequest,
  code: string,
  body: Request,
): Promise<ConsoleMerchantItem> {
  const app = request.server;
  const { operator } = operatorOf(request);
  const outcome = await updateMerchant(app.db, code, {
    ...body,
    operatorUsername: operator.username,
    now: dateOf(app.clock),
  });
  if (outcome.status === 'not_found') throw new ApiError(404, 'not_found', { field: 'code' });
  if (outcome.status === 'domain_taken') throw domainTaken(body.domains, outcome.domain);
  await app.invalidation.publish(MERCHANT_SETTINGS_TOPIC, code);
  await audit(request, operator, 'merchant.updated', {
    target: code,
    before: outcome.before,
    after: { ...outcome.after, settingsVersion: outcome.version },
    reason: body.reason,
  });
  return outcome.after;
}
