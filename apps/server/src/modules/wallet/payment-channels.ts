import type { DepositChannel } from '@lobby/contract';

/**
 * A way to pay money in. A real provider would create a payment at its side and confirm it by callback;
 * the lobby only needs to know its limits and which of its pending deposits are confirmed by now.
 */
export interface PaymentChannel {
  /** What the deposit screen shows, amounts in major units. */
  readonly info: DepositChannel;
  /** Pending deposits of this channel created before this instant count as paid. */
  confirmedBefore(now: Date): Date;
}

/** The built-in sandbox channel: every deposit is paid `delayMs` after it was made. */
export function sandboxChannel(delayMs: number): PaymentChannel {
  return {
    info: {
      channelId: 'sandbox',
      nameCode: 'wallet.channels.sandbox',
      minAmount: 10,
      maxAmount: 50_000,
      presets: [100, 200, 500, 1_000, 5_000],
      kind: 'instant',
      receivingAccounts: [],
    },
    confirmedBefore: (now) => new Date(now.getTime() - delayMs),
  };
}
