import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ledgerEntries, wallets } from '../db/schema.ts';
import { api, bearer, createMember, creditMember, login } from './accounts.ts';

const PASSWORD = 'payout-pass-1';
export const PAYMENT_PASSWORD = '246810';
let next = 1;

export interface PayoutMember {
  id: string;
  username: string;
  headers: Record<string, string>;
  get(path: string): Promise<LightMyRequestResponse>;
  post(path: string, payload?: object): Promise<LightMyRequestResponse>;
  del(path: string): Promise<LightMyRequestResponse>;
  /** Adds a payout account (default: a bank account ending 1234) and answers its id. */
  addAccount(fields?: Partial<{ kind: string; accountNumber: string; institution: string }>): Promise<string>;
  /** Requests a withdrawal to the account; answers the response. */
  withdraw(amount: number, payoutAccountId: string): Promise<LightMyRequestResponse>;
}

/**
 * A new real member of the request's merchant with payee name `payeeName` (null: none), `credit` major units
 * on the balance and a payment password (decision 0046 tests).
 */
export async function payoutMember(
  app: FastifyInstance,
  options: {
    credit?: number;
    payeeName?: string | null;
    prefix?: string;
    /** Another merchant's code (MERCHANT_HEADER_OVERRIDE); default: the default merchant. */
    merchantCode?: string;
  } = {},
): Promise<PayoutMember> {
  const merchant: Record<string, string> = options.merchantCode
    ? { 'x-merchant-code': options.merchantCode }
    : {};
  const username = `${options.prefix ?? 'payout'}${next++}`;
  const payeeName = options.payeeName === undefined ? 'Ayesha Khan' : options.payeeName;
  const created = await createMember(
    app,
    {
      username,
      password: PASSWORD,
      ...(payeeName === null ? {} : { payeeName }),
    },
    merchant,
  );
  const credit = options.credit ?? 0;
  if (credit > 0) await creditMember(app, username, credit, merchant);
  const headers = {
    ...merchant,
    ...bearer((await login(app, username, PASSWORD, { headers: merchant })).token),
  };
  const get = (path: string) => app.inject({ method: 'GET', url: api(path), headers });
  const post = (path: string, payload?: object) =>
    app.inject({ method: 'POST', url: api(path), headers, ...(payload ? { payload } : {}) });
  const del = (path: string) => app.inject({ method: 'DELETE', url: api(path), headers });
  const password = await post('/wallet/payment-password', {
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  expect(password.statusCode, password.body).toBe(200);
  return {
    id: created.id,
    username,
    headers,
    get,
    post,
    del,
    addAccount: async (fields = {}) => {
      const added = await post('/wallet/payout-accounts', {
        kind: 'bank_account',
        institution: 'Meezan Bank',
        holderName: payeeName ?? 'Nobody',
        accountNumber: '0101 2345 6781 234',
        ...fields,
      });
      expect(added.statusCode, added.body).toBe(200);
      return added.json().value.id as string;
    },
    withdraw: (amount, payoutAccountId) =>
      post('/wallet/withdrawals', { amount, payoutAccountId, paymentPassword: PAYMENT_PASSWORD }),
  };
}

/** The member's balance in minor units. */
export async function balanceMinorOf(app: FastifyInstance, memberId: string): Promise<number> {
  const [wallet] = await app.db.select().from(wallets).where(eq(wallets.memberId, memberId));
  return wallet?.balanceMinor ?? 0;
}

/** The sum of the member's ledger rows, which must equal the balance. */
export async function ledgerSumOf(app: FastifyInstance, memberId: string): Promise<number> {
  const [row] = await app.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId));
  return Number(row?.total ?? 0);
}

/** The ledger rows referencing a withdrawal, as [kind, amountMinor]. */
export async function withdrawalLedger(app: FastifyInstance, withdrawalId: string) {
  const rows = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, withdrawalId));
  return rows.map((row) => [row.kind, row.amountMinor]).sort();
}
