import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dateOf } from '../../shared/clock.ts';
import { runEvery } from '../../shared/interval-job.ts';
import { listMerchantCalendars } from '../merchants/index.ts';
import { closeMerchantDays } from './daily-close.ts';

const EVERY_MS = 5 * 60_000;

/** Closes the ended days of every merchant; answers how many days this run closed. */
export async function closeEndedDays(app: FastifyInstance): Promise<number> {
  let closed = 0;
  for (const merchant of await listMerchantCalendars(app.db)) {
    try {
      closed += await closeMerchantDays(app.db, merchant, dateOf(app.clock));
    } catch (error) {
      // A close that does not balance (or a failing database) stops this merchant until the next run.
      app.log.error({ err: error, merchantCode: merchant.code }, 'daily close failed; it runs again later');
    }
  }
  return closed;
}

/**
 * The daily close job (decision 0049): every few minutes closes the merchant days that have ended. Several
 * instances may run it together; each day is written once. Closing the app stops the timer and waits.
 */
export const dailyCloseJob = fp(
  async (app: FastifyInstance, options: { intervalMs?: number }) => {
    runEvery(app, options.intervalMs ?? EVERY_MS, () => closeEndedDays(app));
  },
  { name: 'daily-close', dependencies: ['database'] },
);
