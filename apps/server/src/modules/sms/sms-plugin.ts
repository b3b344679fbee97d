import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../shared/clock.ts';
import { HttpGatewaySmsSender, OutboxSmsSender, type SmsMessage, type SmsSender } from './sms-sender.ts';
import { VerificationCodes } from './verification-code-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsService;
  }
}

/** The SMS adapter, the verification codes, and sends that run after the answer went out. */
export class SmsService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly sender: SmsSender,
    readonly codes: VerificationCodes,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(message: SmsMessage): Promise<void> {
    return this.sender.send(message);
  }

  /**
   * Sends without making the caller wait, so an answer takes the same time whether or not a message
   * went out (no telling registered numbers from others). A failure is logged, and `onFailure` runs.
   */
  sendInBackground(message: SmsMessage, onFailure?: () => Promise<void>): void {
    const sending = this.sender
      .send(message)
      .catch(async (error: unknown) => {
        this.log.error({ err: error, sms: { adapter: this.sender.name } }, 'sms could not be sent');
        await onFailure?.();
      })
      .catch(() => undefined)
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Waits for the background sends under way (app close, tests). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

export interface SmsPluginOptions {
  clock: Clock;
  gateway: { url: string; token: string | undefined } | undefined;
  /** An adapter brought by the caller (tests). */
  sender?: SmsSender;
}

/** HTTP gateway when SMS_GATEWAY_URL is set, otherwise the outbox table. */
export const smsPlugin = fp<SmsPluginOptions>(
  async (app, { clock, gateway, sender }) => {
    const log = app.log.child({ module: 'sms' });
    const adapter =
      sender ??
      (gateway
        ? new HttpGatewaySmsSender(gateway.url, gateway.token, log)
        : new OutboxSmsSender(app.db, clock, log));
    if (!gateway && !sender && app.config.env === 'production') {
      app.log.warn(
        'SMS_GATEWAY_URL is not set: text messages only reach the outbox table, nobody receives them',
      );
    }
    const service = new SmsService(
      adapter,
      new VerificationCodes(app.db, clock, app.secrets.codeHmacKey),
      log,
    );
    app.decorate('sms', service);
    app.addHook('onClose', () => service.flush());
  },
  { name: 'sms', dependencies: ['database', 'secrets'] },
);
