import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type Clock, dateOf } from '../../shared/clock.ts';
import { storeOutboxMessage } from './sms-outbox-repository.ts';

export interface SmsMessage {
  /** E.164: + dialing code and national number, e.g. +923001234567. */
  to: string;
  text: string;
}

/** Where text messages go. Implementations throw when the message was not accepted. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export const e164 = (countryDialingCode: string, mobileNum: string): string =>
  `+${countryDialingCode}${mobileNum}`;

/** +923001234567 → +92*******67: enough to tell messages apart in a log, not to use the number. */
export function maskNumber(to: string): string {
  const digits = to.replace(/^\+/, '');
  const shown = digits.length > 6 ? 2 : 0;
  const head = digits.slice(0, 2);
  return `+${head}${'*'.repeat(Math.max(0, digits.length - head.length - shown))}${digits.slice(digits.length - shown)}`;
}

/**
 * The default: messages are stored in sms_outbox (tests and the dev-only listing read them there) and a
 * log line notes each one, without its text or the full number.
 */
export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    await storeOutboxMessage(this.db, { to, text, createdAt: dateOf(this.clock) });
    this.log.info({ sms: { to: maskNumber(to), adapter: this.name } }, 'sms stored in the outbox');
  }
}

/** An HTTP gateway: POST {to, text} as JSON with the bearer token; any answer but 2xx is a failure. */
export class HttpGatewaySmsSender implements SmsSender {
  readonly name = 'http-gateway';

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = 10_000,
  ) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // The body is drained so the connection can be reused; it is not logged (it may echo the text).
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    this.log.info({ sms: { to: maskNumber(to), adapter: this.name } }, 'sms handed to the gateway');
  }
}
