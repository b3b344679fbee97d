import {
  AddPayoutAccountRequest,
  API,
  CreateWithdrawalRequest,
  envelope,
  MAX_PAYOUT_ACCOUNTS,
  maskPayoutNumber,
  PayoutAccount,
  PayoutAccountIdParams,
  PayoutAccounts,
  toMinor,
  Withdrawal,
  WithdrawalIdParams,
  withdrawalFeeMinor,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import {
  findWithdrawal,
  payoutAccountUsed,
  requestWithdrawal,
  WITHDRAWAL_LIMITS,
  withdrawalOf,
} from '../wallet/index.ts';
import {
  countLivePayoutAccounts,
  findLivePayoutAccount,
  insertPayoutAccount,
  livePayoutAccounts,
  payoutAccountOf,
  removePayoutAccount,
} from './payout-account-repository.ts';
import { checkedPayoutAccount, offerOf } from './payout-account-rules.ts';
import { moveAndNotice } from './withdrawal-lifecycle.ts';

const tags = ['wallet'];

/** The member's payout accounts, withdrawal requests to them, and cancelling one still pending review. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.listPayoutAccounts.method,
    url: API.listPayoutAccounts.path,
    schema: {
      operationId: 'listPayoutAccounts',
      tags,
      summary:
        "The member's payout accounts (masked), the merchant's payout kinds with their fees, the payee name",
      response: { 200: envelope(PayoutAccounts), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => {
      const { member } = authOf(request);
      const rows = await livePayoutAccounts(app.db, member.id);
      return ok({
        kinds: request.merchant.config.payouts.kinds,
        payeeName: member.payeeName,
        maxAccounts: MAX_PAYOUT_ACCOUNTS,
        accounts: rows.map(payoutAccountOf),
      });
    },
  });

  app.route({
    method: API.addPayoutAccount.method,
    url: API.addPayoutAccount.path,
    schema: {
      operationId: 'addPayoutAccount',
      tags,
      summary: "Adds a payout account of a kind the merchant offers, in the member's payee name",
      body: AddPayoutAccountRequest,
      response: { 200: envelope(PayoutAccount), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => {
      const { member } = authOf(request);
      const number = checkedPayoutAccount(request.body, {
        config: request.merchant.config,
        payeeName: member.payeeName,
        liveAccounts: await countLivePayoutAccounts(app.db, member.id),
      });
      const row = await insertPayoutAccount(app.db, {
        memberId: member.id,
        kind: request.body.kind,
        institution: request.body.institution,
        // equal to the payee name as compared; kept as the member's payee name is written
        holderName: member.payeeName ?? request.body.holderName,
        number,
        now: dateOf(app.clock),
      });
      if (!row) throw new ApiError(409, 'payout_account_exists', { field: 'accountNumber' });
      return ok(payoutAccountOf(row));
    },
  });

  app.route({
    method: API.removePayoutAccount.method,
    url: API.removePayoutAccount.path,
    schema: {
      operationId: 'removePayoutAccount',
      tags,
      summary: 'Removes a payout account (one a withdrawal names is kept for its records, hidden)',
      params: PayoutAccountIdParams,
      response: { 200: envelope(z.null()), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => {
      const { member } = authOf(request);
      const removed = await removePayoutAccount(app.db, {
        memberId: member.id,
        id: request.params.id,
        keep: await payoutAccountUsed(app.db, request.params.id),
        now: dateOf(app.clock),
      });
      if (!removed) throw new ApiError(404, 'not_found', { field: 'id' });
      return ok(null);
    },
  });

  app.route({
    method: API.createWithdrawal.method,
    url: API.createWithdrawal.path,
    schema: {
      operationId: 'createWithdrawal',
      tags,
      summary:
        'Requests a withdrawal to a payout account: amount + fee leave the balance at once and wait for review',
      body: CreateWithdrawalRequest,
      response: { 200: envelope(Withdrawal), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => {
      const { member } = authOf(request);
      const { amount, paymentPassword, payoutAccountId } = request.body;
      if (member.paymentPasswordHash === null) throw new ApiError(409, 'payment_password_required');
      await app.limits.consume(app.limits.settings.withdrawalsPerMember, `withdrawal:${member.id}`);
      if (!(await app.passwords.verify(member.paymentPasswordHash, paymentPassword))) {
        throw new ApiError(400, 'payment_password_incorrect', { field: 'paymentPassword' });
      }
      if (amount < WITHDRAWAL_LIMITS.minAmount || amount > WITHDRAWAL_LIMITS.maxAmount) {
        throw new ApiError(400, 'amount_out_of_range', { field: 'amount', ...WITHDRAWAL_LIMITS });
      }
      const account = await findLivePayoutAccount(app.db, member.id, payoutAccountId);
      if (!account) throw new ApiError(400, 'payout_account_not_found', { field: 'payoutAccountId' });
      const offer = offerOf(request.merchant.config, account.kind);
      const amountMinor = toMinor(amount) ?? 0;
      const withdrawal = await requestWithdrawal(app.db, {
        memberId: member.id,
        currency: request.merchant.config.currency.code,
        amountMinor,
        feeMinor: withdrawalFeeMinor(amountMinor, offer),
        destination: {
          payoutAccountId: account.id,
          kind: account.kind,
          institution: account.institution,
          holderName: account.holderName,
          maskedNumber: maskPayoutNumber(account.number),
        },
        now: dateOf(app.clock),
      });
      return ok(withdrawalOf(withdrawal));
    },
  });

  app.route({
    method: API.cancelWithdrawal.method,
    url: API.cancelWithdrawal.path,
    schema: {
      operationId: 'cancelWithdrawal',
      tags,
      summary: 'Cancels a withdrawal still pending review; the held amount returns to the balance once',
      params: WithdrawalIdParams,
      response: { 200: envelope(Withdrawal), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => {
      const { member } = authOf(request);
      const found = await findWithdrawal(app.db, request.params.id);
      if (!found || found.memberId !== member.id) throw new ApiError(404, 'not_found', { field: 'id' });
      const cancelled = await moveAndNotice(app, {
        id: found.id,
        from: ['pending_review'],
        to: 'cancelled',
        now: dateOf(app.clock),
      });
      if (!cancelled) throw new ApiError(409, 'withdrawal_state_changed', { field: 'status' });
      return ok(withdrawalOf(cancelled));
    },
  });
};
