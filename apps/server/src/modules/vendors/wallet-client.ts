import {
  API,
  API_PREFIX,
  type ErrorCode,
  WALLET_SIGNATURE_HEADERS,
  type WalletBetRequest,
  type WalletCallbackResult,
  type WalletRefundRequest,
  type WalletWinRequest,
} from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { signWalletRequest, vendorKey } from '../seamless-wallet/wallet-signature.ts';

export type WalletCall =
  | { ok: true; result: WalletCallbackResult }
  | { ok: false; status: number; code: ErrorCode | string };

/** The seamless-wallet API as a vendor's game server calls it: signed with the vendor's key. */
export interface WalletClient {
  balance(vendor: string, request: { playerId: string; currency: string }): Promise<WalletCall>;
  bet(vendor: string, request: WalletBetRequest): Promise<WalletCall>;
  win(vendor: string, request: WalletWinRequest): Promise<WalletCall>;
  refund(vendor: string, request: WalletRefundRequest): Promise<WalletCall>;
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
  const call = async (kind: keyof typeof PATHS, vendor: string, request: object): Promise<WalletCall> => {
    const body = JSON.stringify(request);
    const timestamp = app.clock.now();
    const response = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}${PATHS[kind]}`,
      headers: {
        'content-type': 'application/json',
        [WALLET_SIGNATURE_HEADERS.vendor]: vendor,
        [WALLET_SIGNATURE_HEADERS.timestamp]: String(timestamp),
        [WALLET_SIGNATURE_HEADERS.signature]: signWalletRequest(
          vendorKey(app.secrets.vendorWalletKey, vendor),
          timestamp,
          body,
        ),
      },
      payload: body,
    });
    const json = response.json() as { success: boolean; code: string; value?: WalletCallbackResult };
    return response.statusCode === 200 && json.success && json.value
      ? { ok: true, result: json.value }
      : { ok: false, status: response.statusCode, code: json.code };
  };
  return {
    balance: (vendor, request) => call('balance', vendor, request),
    bet: (vendor, request) => call('bet', vendor, request),
    win: (vendor, request) => call('win', vendor, request),
    refund: (vendor, request) => call('refund', vendor, request),
  };
}
