import type { ConsolePermission } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../shared/api-error.ts';
import { listMerchantCalendars, type MerchantCalendar } from '../merchants/index.ts';
import { audit, merchantScope, operatorOf } from './console-guard.ts';

/**
 * The merchant a figures screen shows (dashboard, reports, reconciliation): the one asked for, or the
 * caller's own, or the default one; a merchant's operator asking for another merchant is refused (403,
 * audited). `merchantCodes` are the merchants the caller may pick.
 */
export async function consoleMerchant(
  db: Db,
  request: FastifyRequest,
  operation: ConsolePermission,
  asked: string | undefined,
): Promise<{ merchant: MerchantCalendar; merchantCodes: string[] }> {
  const { operator } = operatorOf(request);
  const scope = merchantScope(operator);
  if (scope !== undefined && asked !== undefined && asked !== scope) {
    await audit(request, operator, 'permission.refused', {
      target: operation,
      after: { merchantCode: asked },
    });
    throw new ApiError(403, 'forbidden', { field: 'merchantCode' });
  }
  const calendars = (await listMerchantCalendars(db)).filter(
    (calendar) => scope === undefined || calendar.code === scope,
  );
  const code = asked ?? scope ?? (calendars.find((calendar) => calendar.isDefault) ?? calendars[0])?.code;
  const merchant = calendars.find((calendar) => calendar.code === code);
  if (!merchant) throw new ApiError(400, 'unknown_merchant', { field: 'merchantCode' });
  return { merchant, merchantCodes: calendars.map((calendar) => calendar.code) };
}
