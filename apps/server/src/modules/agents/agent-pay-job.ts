import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dateOf } from '../../shared/clock.ts';
import { runEvery } from '../../shared/interval-job.ts';
import { listMerchantCalendars } from '../merchants/index.ts';
import { computeMerchantPay, payDuePayouts } from './agent-pay.ts';

const EVERY_MS = 5 * 60_000;

/** One pass of agent pay over every merchant: computes settled periods, then pays what is due. */
export async function runAgentPay(app: FastifyInstance): Promise<{ computed: number; paid: number }> {
  let computed = 0;
  let paid = 0;
  for (const merchant of await listMerchantCalendars(app.db)) {
    try {
      computed += await computeMerchantPay(app.db, merchant, dateOf(app.clock));
      paid += await payDuePayouts(app.db, merchant, dateOf(app.clock));
    } catch (error) {
      app.log.error({ err: error, merchantCode: merchant.code }, 'agent pay failed; it runs again later');
    }
  }
  return { computed, paid };
}

/**
 * The agent pay job (decision 0058): every few minutes computes each approved contract's settled periods and
 * pays the due payouts whose hold window has passed. Several instances may run it together: each period is
 * written once and paid once. Closing the app stops the timer and waits.
 */
export const agentPayJob = fp(
  async (app: FastifyInstance, options: { intervalMs?: number }) => {
    runEvery(app, options.intervalMs ?? EVERY_MS, () => runAgentPay(app));
  },
  { name: 'agent-pay', dependencies: ['database'] },
);
