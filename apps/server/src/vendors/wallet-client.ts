import {
  API,
  API_PREFIX,
  type ErrorCode,
  type WalletBetRequest,
  type WalletCallbackResult,
  type WalletRefundRequest,
  type WalletWinRequest,
} from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { VendorAccount } from '../modules/seamless-wallet/index.ts';
import { signedWalletHeaders } from '../modules/seamless-wallet/index.ts';

export type WalletCall =
  | { ok: true; result: WalletCallbackResult }
  | { ok: false; status: number; code: ErrorCode | string };

/**
 * The seamless-wallet API as a vendor's game server calls it: for the player's merchant, signed with that
 * merchant's key for the vendor (a game session names both).
 */
export interface WalletClient {
  balance(account: VendorAccount, request: { playerId: string; currency: string }): Promise<WalletCall>;
  bet(account: VendorAccount, request: WalletBetRequest): Promise<WalletCall>;
  win(account: VendorAccount, request: WalletWinRequest): Promise<WalletCall>;
  refund(account: VendorAccount, request: WalletRefundRequest): Promise<WalletCall>;
}

const PATHS = {
  balance: API.walletCallbackBalance.path,
  bet: API.walletCallbackBet.path,
  win: API.walletCallbackWin.path,
  refund: API.walletCallbackRefund.path,
} as const;

/**
 * The sandbox vendor's default client: `app.inject` into the real seamless-wallet routes, so every call
 * goes through the same signature check, validation and idempotency as a remote vendor's HTTP call, only
 * without a socket. A vendor running elsewhere would send the same bytes over HTTPS.
 */
export function injectWalletClient(app: FastifyInstance): WalletClient {
  const call = async (
    kind: keyof typeof PATHS,
    { vendor, merchant }: VendorAccount,
    request: object,
  ): Promise<WalletCall> => {
    const body = JSON.stringify(request);
    const timestamp = app.clock.now();
    const response = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}${PATHS[kind]}`,
      headers: {
        'content-type': 'application/json',
        ...signedWalletHeaders({
          rootKey: app.secrets.vendorWalletKey,
          merchant,
          vendor,
          timestamp,
          rawBody: body,
        }),
      },
      payload: body,
    });
    const json = response.json() as { success: boolean; code: string; value?: WalletCallbackResult };
    return response.statusCode === 200 && json.success && json.value
      ? { ok: true, result: json.value }
      : { ok: false, status: response.statusCode, code: json.code };
  };
  return {
    balance: (account, request) => call('balance', account, request),
    bet: (account, request) => call('bet', account, request),
    win: (account, request) => call('win', account, request),
    refund: (account, request) => call('refund', account, request),
  };
}
