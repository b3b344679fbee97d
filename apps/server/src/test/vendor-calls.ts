import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEMO_MERCHANT } from '../demo/merchant.ts';
import { signedWalletHeaders } from '../modules/seamless-wallet/wallet-signature.ts';
import { api } from './accounts.ts';

/** A seamless-wallet callback (bet, win, refund, balance) signed as the vendor would, for the demo merchant. */
export function vendorCall(
  app: FastifyInstance,
  vendor: string,
  path: 'bet' | 'win' | 'refund' | 'balance',
  body: object,
): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: api(`/seamless-wallet/${path}`),
    headers: {
      'content-type': 'application/json',
      ...signedWalletHeaders({
        rootKey: app.secrets.vendorWalletKey,
        merchant: DEMO_MERCHANT.code,
        vendor,
        timestamp: app.clock.now(),
        rawBody: raw,
      }),
    },
    payload: raw,
  });
}

/** A vendor call that must succeed. */
export async function vendorCallOk(
  app: FastifyInstance,
  vendor: string,
  path: 'bet' | 'win' | 'refund',
  body: object,
): Promise<void> {
  const response = await vendorCall(app, vendor, path, body);
  expect(response.statusCode, response.body).toBe(200);
}
