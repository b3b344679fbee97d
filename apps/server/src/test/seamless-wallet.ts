import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_MERCHANT } from '../demo/merchant.ts';
import { signedWalletHeaders } from '../modules/seamless-wallet/wallet-signature.ts';
import { api } from './accounts.ts';

/** A vendor's seamless-wallet call (bet, win, refund, balance) for the demo merchant, signed with its key. */
export function vendorWalletCall(app: FastifyInstance, vendor: string, path: string, body: object) {
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

/** Credits a member `amount` major units through the test facility. */
export async function creditMember(app: FastifyInstance, username: string, amount: number): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: api('/test/wallet-credits'),
    payload: { username, amount },
  });
  expect(response.statusCode, response.body).toBe(200);
}
