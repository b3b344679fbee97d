import multipart from '@fastify/multipart';
import {
  API,
  BANK_TRANSFER_CHANNEL_ID,
  BankTransferFields,
  CreateDepositRequest,
  Deposit,
  DepositChannels,
  DepositIdParams,
  DepositList,
  envelope,
  GameRecords,
  GameRecordsQuery,
  isRealMember,
  SetPaymentPasswordRequest,
  toMajor,
  toMinor,
  Wallet,
  WithdrawalOverview,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireMember, requireRealMember } from '../../plugins/sessions/auth-plugin.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { requestLanguage } from '../../shared/language.ts';
import { setFirstPaymentPasswordHash } from '../members/index.ts';
import { BANK_TRANSFER_MULTIPART, bankTransferChannel, readBankTransferForm } from './bank-transfer.ts';
import {
  confirmDueDeposits,
  createDeposit,
  depositOf,
  findDeposit,
  latestDeposits,
  walletAfterDueDeposits,
} from './deposit-service.ts';
import { findGameRecords } from './game-record-service.ts';
import { latestWithdrawals, WITHDRAWAL_LIMITS, withdrawalOf } from './withdrawal-service.ts';

const tags = ['wallet'];

/** Amounts arrive validated to two decimals (MoneyAmount), so the conversion always succeeds. */
const minorOf = (amount: number): number => toMinor(amount) ?? 0;

function assertInRange(amount: number, limits: { minAmount: number; maxAmount: number }): void {
  if (amount < limits.minAmount || amount > limits.maxAmount) {
    throw new ApiError(400, 'amount_out_of_range', { field: 'amount', ...limits });
  }
}

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const confirmDue = (memberId: string) =>
    confirmDueDeposits(app.db, app.paymentChannels, dateOf(app.clock), memberId);

  app.route({
    method: API.getWallet.method,
    url: API.getWallet.path,
    schema: {
      operationId: 'getWallet',
      tags,
      summary: "The member's balance in the merchant's currency",
      response: { 200: envelope(Wallet), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const { member } = authOf(request);
      const { currency } = request.merchant.config;
      const wallet = await walletAfterDueDeposits(
        app.db,
        app.paymentChannels,
        dateOf(app.clock),
        member.id,
        currency.code,
      );
      return ok({
        sumBalance: toMajor(wallet.balanceMinor),
        currencyCode: currency.code,
        currencySymbol: currency.symbol,
      });
    },
  });

  app.route({
    method: API.getDepositChannels.method,
    url: API.getDepositChannels.path,
    schema: {
      operationId: 'getDepositChannels',
      tags,
      summary: 'The payment channels a deposit can use, with their limits',
      response: { 200: envelope(DepositChannels), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const bank = bankTransferChannel(request.merchant.config);
      const channels = app.paymentChannels.map((channel) => channel.info);
      return ok({ channels: bank ? [...channels, bank] : channels });
    },
  });

  // Multipart parsing exists only in this scope, for this one route.
  await app.register(async (scope) => {
    await scope.register(multipart, BANK_TRANSFER_MULTIPART);
    scope.route({
      method: API.createBankTransferDeposit.method,
      url: API.createBankTransferDeposit.path,
      schema: {
        operationId: 'createBankTransferDeposit',
        tags,
        summary:
          "Reports a bank transfer to the merchant's receiving account as multipart/form-data: amount, reference and a receipt image (png/jpeg, 5 MB); it stays pending until finance reviews it",
        consumes: ['multipart/form-data'],
        response: { 200: envelope(Deposit), ...errorResponses },
      },
      config: { multipartFields: BankTransferFields },
      onRequest: requireMember,
      handler: async (request) => {
        const { member } = authOf(request);
        if (!isRealMember(member.type)) throw new ApiError(403, 'deposit_refused');
        const channel = bankTransferChannel(request.merchant.config);
        if (!channel) throw new ApiError(400, 'channel_not_found', { field: 'channelId' });
        await app.limits.consume(app.limits.settings.depositsPerMember, `deposit:${member.id}`);
        const { fields, receipt } = await readBankTransferForm(request);
        assertInRange(fields.amount, channel);
        const deposit = await createDeposit(app.db, {
          memberId: member.id,
          merchantCode: member.merchantCode,
          channelId: BANK_TRANSFER_CHANNEL_ID,
          currency: request.merchant.config.currency.code,
          amountMinor: minorOf(fields.amount),
          now: dateOf(app.clock),
          transfer: { reference: fields.reference, receipt },
        });
        return ok(depositOf(deposit));
      },
    });
  });

  app.route({
    method: API.getDeposits.method,
    url: API.getDeposits.path,
    schema: {
      operationId: 'getDeposits',
      tags,
      summary: "The member's latest deposits, newest first, with their states",
      response: { 200: envelope(DepositList), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const { member } = authOf(request);
      await confirmDue(member.id);
      return ok({ deposits: (await latestDeposits(app.db, member.id)).map(depositOf) });
    },
  });

  app.route({
    method: API.createDeposit.method,
    url: API.createDeposit.path,
    schema: {
      operationId: 'createDeposit',
      tags,
      summary: 'Starts a deposit; it stays pending until the channel confirms the payment',
      body: CreateDepositRequest,
      response: { 200: envelope(Deposit), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const { member } = authOf(request);
      if (!isRealMember(member.type)) throw new ApiError(403, 'deposit_refused');
      const { channelId, amount } = request.body;
      const channel = app.paymentChannels.find((candidate) => candidate.info.channelId === channelId);
      if (!channel) throw new ApiError(400, 'channel_not_found', { field: 'channelId' });
      assertInRange(amount, channel.info);
      await app.limits.consume(app.limits.settings.depositsPerMember, `deposit:${member.id}`);
      const deposit = await createDeposit(app.db, {
        memberId: member.id,
        merchantCode: member.merchantCode,
        channelId,
        currency: request.merchant.config.currency.code,
        amountMinor: minorOf(amount),
        now: dateOf(app.clock),
      });
      return ok(depositOf(deposit));
    },
  });

  app.route({
    method: API.getDeposit.method,
    url: API.getDeposit.path,
    schema: {
      operationId: 'getDeposit',
      tags,
      summary: "One of the member's deposits (poll it until confirmed)",
      params: DepositIdParams,
      response: { 200: envelope(Deposit), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const { member } = authOf(request);
      await confirmDue(member.id);
      const deposit = await findDeposit(app.db, member.id, request.params.id);
      if (!deposit) throw new ApiError(404, 'not_found');
      return ok(depositOf(deposit));
    },
  });

  app.route({
    method: API.setPaymentPassword.method,
    url: API.setPaymentPassword.path,
    schema: {
      operationId: 'setPaymentPassword',
      tags,
      summary: 'Sets the six-digit payment password withdrawals ask for; once',
      body: SetPaymentPasswordRequest,
      response: { 200: envelope(z.null()), ...errorResponses },
    },
    onRequest: requireRealMember,
    handler: async (request) => {
      const { member } = authOf(request);
      const { paymentPassword, confirmPaymentPassword } = request.body;
      if (member.paymentPasswordHash !== null) throw new ApiError(409, 'payment_password_exists');
      if (paymentPassword !== confirmPaymentPassword) {
        throw new ApiError(400, 'in_confirmation_correct', { field: 'confirmPaymentPassword' });
      }
      const hash = await app.passwords.hash(paymentPassword);
      if (!(await setFirstPaymentPasswordHash(app.db, member.id, hash, dateOf(app.clock)))) {
        throw new ApiError(409, 'payment_password_exists');
      }
      return ok(null);
    },
  });

  app.route({
    method: API.getWithdrawals.method,
    url: API.getWithdrawals.path,
    schema: {
      operationId: 'getWithdrawals',
      tags,
      summary: "What the withdraw screen needs, with the member's latest withdrawals",
      response: { 200: envelope(WithdrawalOverview), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const { member } = authOf(request);
      const rows = await latestWithdrawals(app.db, member.id);
      return ok({
        hasPaymentPassword: member.paymentPasswordHash !== null,
        ...WITHDRAWAL_LIMITS,
        withdrawals: rows.map(withdrawalOf),
      });
    },
  });

  app.route({
    method: API.getGameRecords.method,
    url: API.getGameRecords.path,
    schema: {
      operationId: 'getGameRecords',
      tags,
      summary: "The member's game rounds in a date range of the member's days, paged, with totals",
      querystring: GameRecordsQuery,
      response: { 200: envelope(GameRecords), ...errorResponses },
    },
    onRequest: requireMember,
    handler: async (request) => {
      const { member } = authOf(request);
      const query = request.query;
      const records = await findGameRecords(app.db, {
        memberId: member.id,
        startDate: query.startDate,
        endDate: query.endDate,
        utcOffset: query.utcOffset,
        gameType: query.gameType,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        language: requestLanguage(request, query.language),
      });
      return ok({ ...records, currencyCode: request.merchant.config.currency.code });
    },
  });
};
