import fp from 'fastify-plugin';
import { dateOf } from '../../shared/clock.ts';
import { confirmDueDeposits } from './deposit-service.ts';
import { type PaymentChannel, sandboxChannel } from './payment-channels.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentChannels: readonly PaymentChannel[];
  }
}

const CONFIRM_EVERY_MS = 1000;

/**
 * The payment channels as `app.paymentChannels`, and a timer that confirms their due deposits. Reading a
 * wallet or deposit confirms the member's due deposits too, so polling works without the timer.
 */
export const walletPlugin = fp<{ sandboxDepositDelayMs: number }>(
  async (app, { sandboxDepositDelayMs }) => {
    const channels = [sandboxChannel(sandboxDepositDelayMs)];
    app.decorate('paymentChannels', channels);
    let running: Promise<void> | undefined;
    const confirm = async () => {
      try {
        await confirmDueDeposits(app.db, channels, dateOf(app.clock));
      } catch (error) {
        app.log.warn({ err: error }, 'confirming deposits failed; it runs again later');
      }
    };
    const timer = setInterval(() => {
      running ??= confirm().finally(() => {
        running = undefined;
      });
    }, CONFIRM_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'wallet', dependencies: ['database'] },
);
