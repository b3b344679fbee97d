import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { type Clock, dateOf } from '../../shared/clock.ts';
import { deliverCampaignBatch } from './campaign-repository.ts';

export const CAMPAIGN_BATCH_SIZE = 1_000;
const EVERY_MS = 5_000;

/** Delivers batches until no campaign is left that this runner can claim; answers how many batches ran. */
export async function deliverPendingCampaigns(
  db: Db,
  clock: Clock,
  batchSize = CAMPAIGN_BATCH_SIZE,
): Promise<number> {
  let batches = 0;
  while (await deliverCampaignBatch(db, batchSize, dateOf(clock))) batches++;
  return batches;
}

export interface CampaignDelivery {
  /** Starts delivering now (in the background) instead of at the next tick. */
  kick(): void;
  /** Resolves when the delivery that is running (and any kicked meanwhile) has finished. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    campaignDelivery: CampaignDelivery;
  }
}

/**
 * The inbox campaign job: every few seconds, and at once when a campaign is queued, delivers pending
 * campaigns in batches. Several instances may run it together (each batch claims its campaign with SKIP
 * LOCKED). Like housekeeping, closing the app stops the timer and waits for the running delivery.
 */
export const campaignDelivery = fp(
  async (app: FastifyInstance, options: { intervalMs?: number }) => {
    let running: Promise<void> | undefined;
    let again = false;
    let closing = false;
    const run = async (): Promise<void> => {
      do {
        again = false;
        try {
          await deliverPendingCampaigns(app.db, app.clock);
        } catch (error) {
          app.log.warn({ err: error }, 'inbox campaign delivery failed; it runs again later');
        }
      } while (again && !closing);
    };
    const kick = () => {
      if (closing) return;
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = undefined;
      });
    };
    const timer = setInterval(kick, options.intervalMs ?? EVERY_MS);
    timer.unref();
    app.decorate('campaignDelivery', {
      kick,
      settled: async () => {
        while (running) await running;
      },
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'campaign-delivery', dependencies: ['database'] },
);
