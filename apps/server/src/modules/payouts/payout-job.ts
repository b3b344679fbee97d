import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dateOf } from '../../shared/clock.ts';
import { claimDuePayouts } from '../wallet/index.ts';
import type { PayoutAdapter } from './payout-adapter.ts';
import { sandboxPayouts } from './sandbox-payouts.ts';
import { checkPayout, handToProvider } from './withdrawal-lifecycle.ts';

const EVERY_MS = 2_000;
const BATCH_SIZE = 50;
/** A claimed payout is this instance's for this long; then another instance may take it up. */
const LEASE_MS = 60_000;

export interface Payouts {
  adapter: PayoutAdapter;
  /** Works every due payout once (tests call it after moving the clock on); answers how many it looked at. */
  runDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payouts: Payouts;
  }
}

/**
 * The payout job (decision 0046): every few seconds submits approved withdrawals left unsubmitted and asks the
 * provider about processing and unknown ones. Several instances may run it together: each claims its batch with
 * FOR UPDATE SKIP LOCKED and a lease, and every move is a conditional UPDATE, so a payout moves and its money
 * returns once. Like the campaign job, closing the app stops the timer and waits for the running pass.
 */
export const payoutJob = fp(
  async (app: FastifyInstance, options: { adapter?: PayoutAdapter; intervalMs?: number }) => {
    const adapter = options.adapter ?? sandboxPayouts;
    const runDue = async (): Promise<number> => {
      let worked = 0;
      for (;;) {
        const due = await claimDuePayouts(app.db, dateOf(app.clock), LEASE_MS, BATCH_SIZE);
        for (const row of due) {
          if (row.status === 'approved') await handToProvider(app, adapter, row);
          else await checkPayout(app, adapter, row);
        }
        worked += due.length;
        if (due.length < BATCH_SIZE) return worked;
      }
    };
    let running: Promise<unknown> | undefined;
    let closing = false;
    const tick = () => {
      if (closing || running) return;
      running = runDue()
        .catch((error: unknown) => app.log.warn({ err: error }, 'payout job failed; it runs again later'))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(tick, options.intervalMs ?? EVERY_MS);
    timer.unref();
    app.decorate('payouts', { adapter, runDue });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'payout-job', dependencies: ['database'] },
);
