import {
  CountryCode,
  DialingCode,
  envelope,
  MerchantConfig,
  MobileNumber,
  MoneyAmount,
  RegionRules,
  TestRealityCheckInterval,
  text,
  toMajor,
  toMinor,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireMember } from '../../plugins/sessions/auth-plugin.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { deepMerge } from '../../shared/deep-merge.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { isIpRange } from '../../shared/ip-ranges.ts';
import { gameLabels, recordRecentGame } from '../catalogue/index.ts';
import { findMemberByUsername, insertMember } from '../members/index.ts';
import { MERCHANT_SETTINGS_TOPIC, saveMerchant } from '../merchants/index.ts';
import { activityTestRoutes } from '../promotions/index.ts';
import { setTestRealityCheckInterval } from '../reality-check/index.ts';
import { e164, findOutboxMessages } from '../sms/index.ts';
import { creditAdjustment } from '../wallet/index.ts';
import type { CaptchaAnswers } from './captcha-answers.ts';
import { messageTestRoutes } from './message-test-routes.ts';
import { operatorTestRoutes } from './operator-test-routes.ts';

const Params = z.object({ code: text().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/) });

const Domain = text()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.:-]{1,253}$/);

const IpRange = text().refine(isIpRange, 'expected an IP address or CIDR range');

// The contract leaves ranges as plain strings; refuse ones the gate could not apply.
const StorableConfig = MerchantConfig.extend({
  region: RegionRules.extend({
    blockedIpRanges: z.array(IpRange).default([]),
    allowedIpRanges: z.array(IpRange).default([]),
  }),
});

/** A merchant to save: its config is deep-merged over `base` (the demo merchant's, from the composition root). */
const merchantBody = (base: MerchantConfig) =>
  z.object({
    domains: z.array(Domain).min(1),
    marketCountry: CountryCode.nullable().default(null),
    config: z
      .record(text(), z.unknown())
      .default({})
      .describe('Any part of MerchantConfig, deep-merged over the demo merchant config (arrays replace)')
      .transform((patch) => deepMerge(base, patch))
      .pipe(StorableConfig),
  });

const SavedMerchant = envelope(z.object({ code: z.string(), domains: z.array(z.string()) }));

const OutboxQuery = z.object({ mobileNo: MobileNumber, countryDialingCode: DialingCode });
const OutboxMessage = z.object({
  to: z.string(),
  text: z.string(),
  /** The first 6-digit number of the text: the verification code. */
  code: z.string().nullable(),
  createdAt: z.string(),
});

const TestMember = z.object({
  username: text().trim().min(1).max(40),
  password: text().min(1).max(128).optional(),
  type: z.number().int().min(0).max(99).default(0),
  mobileNum: MobileNumber.optional(),
  countryDialingCode: DialingCode.optional(),
  nickname: text().max(32).optional(),
  email: text().max(254).optional(),
  /** The name payout accounts must be held in (decision 0046). */
  payeeName: text().trim().max(64).optional(),
  vipLabel: text().max(32).default(''),
  disabled: z.boolean().default(false),
});
const WalletCredit = z.object({ username: text().trim().min(1).max(40), amount: MoneyAmount });

const CreatedMember = envelope(z.object({ id: z.string(), username: z.string(), affiliateCode: z.string() }));

/**
 * Only with TEST_FACILITIES (never in production): lets end-to-end tests set up merchants and members,
 * read the SMS outbox and solve captchas.
 */
export const testFacilityRoutes: FastifyPluginAsyncZod<{
  captchaAnswers: CaptchaAnswers;
  baseMerchantConfig: MerchantConfig;
}> = async (app, { captchaAnswers, baseMerchantConfig }) => {
  const Body = merchantBody(baseMerchantConfig);
  await app.register(activityTestRoutes);
  await app.register(messageTestRoutes);
  await app.register(operatorTestRoutes);

  app.put(
    '/test/merchants/:code',
    {
      schema: {
        operationId: 'putTestMerchant',
        tags: ['test facilities'],
        summary: 'Create or replace a merchant (test facilities only)',
        params: Params,
        body: Body,
        response: { 200: SavedMerchant, ...errorResponses },
      },
      config: { merchant: false },
    },
    async (request) => {
      const { code } = request.params;
      const { domains, marketCountry, config } = request.body;
      await saveMerchant(app.db, { code, domains, marketCountry, config });
      await app.invalidation.publish(MERCHANT_SETTINGS_TOPIC, code);
      return ok({ code, domains });
    },
  );

  app.get(
    '/test/sms-outbox',
    {
      schema: {
        operationId: 'listTestSmsOutbox',
        tags: ['test facilities'],
        summary: 'Messages the outbox adapter stored for a number, newest first (test facilities only)',
        querystring: OutboxQuery,
        response: { 200: envelope(z.array(OutboxMessage)), ...errorResponses },
      },
      config: { merchant: false },
    },
    async (request) => {
      await app.sms.flush();
      const rows = await findOutboxMessages(
        app.db,
        e164(request.query.countryDialingCode, request.query.mobileNo),
        50,
      );
      return ok(
        rows.map((row) => ({
          to: row.to,
          text: row.text,
          code: /\b(\d{6})\b/.exec(row.text)?.[1] ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },
  );

  app.get(
    '/test/captchas/:captchaId',
    {
      schema: {
        operationId: 'getTestCaptchaAnswer',
        tags: ['test facilities'],
        summary: 'The answer of a captcha issued by this instance (test facilities only)',
        params: z.object({ captchaId: text().max(64) }),
        response: { 200: envelope(z.object({ answer: z.string() })), ...errorResponses },
      },
      config: { merchant: false },
    },
    async (request) => {
      const answer = captchaAnswers.get(request.params.captchaId);
      if (answer === undefined) throw new ApiError(404, 'not_found');
      return ok({ answer });
    },
  );

  app.post(
    '/test/members',
    {
      schema: {
        operationId: 'createTestMember',
        tags: ['test facilities'],
        summary: "Creates a member of the request's merchant directly (test facilities only)",
        body: TestMember,
        response: { 200: CreatedMember, ...errorResponses },
      },
      config: { platformGate: false },
    },
    async (request) => {
      const { password, ...fields } = request.body;
      const member = await insertMember(
        app.db,
        {
          ...fields,
          merchantCode: request.merchant.code,
          passwordHash: password === undefined ? null : await app.passwords.hash(password),
        },
        dateOf(app.clock),
      );
      return ok({ id: member.id, username: member.username, affiliateCode: member.affiliateCode });
    },
  );

  app.post(
    '/test/recent-games',
    {
      schema: {
        operationId: 'addTestRecentGame',
        tags: ['test facilities'],
        summary:
          "Records a launch of the game for the caller's member, as the game launch will (test facilities only)",
        body: z.object({ nodeId: text().min(1).max(64) }),
        response: { 200: envelope(z.null()), ...errorResponses },
      },
      onRequest: requireMember,
    },
    async (request) => {
      const { nodeId } = request.body;
      if (!(await gameLabels(app.db, [nodeId])).has(nodeId)) throw new ApiError(404, 'not_found');
      await recordRecentGame(app.db, authOf(request).member.id, nodeId, dateOf(app.clock));
      return ok(null);
    },
  );

  const memberNamed = async (merchantCode: string, username: string) => {
    const member = await findMemberByUsername(app.db, merchantCode, username);
    if (!member) throw new ApiError(404, 'not_found');
    return member;
  };

  app.post(
    '/test/wallet-credits',
    {
      schema: {
        operationId: 'createTestWalletCredit',
        tags: ['test facilities'],
        summary: "Credits a member of the request's merchant, ledger kind adjustment (test facilities only)",
        body: WalletCredit,
        response: {
          200: envelope(z.object({ balance: z.number(), currency: z.string() })),
          ...errorResponses,
        },
      },
      config: { platformGate: false },
    },
    async (request) => {
      const member = await memberNamed(request.merchant.code, request.body.username);
      const currency = request.merchant.config.currency.code;
      const balanceMinor = await creditAdjustment(
        app.db,
        member.id,
        currency,
        toMinor(request.body.amount) ?? 0,
        dateOf(app.clock),
      );
      return ok({ balance: toMajor(balanceMinor), currency });
    },
  );

  app.post(
    '/test/reality-check-intervals',
    {
      schema: {
        operationId: 'setTestRealityCheckInterval',
        tags: ['test facilities'],
        summary:
          "Gives a member of the request's merchant a reality-check interval in seconds, for end-to-end tests (test facilities only)",
        body: TestRealityCheckInterval,
        response: { 200: envelope(z.object({ seconds: z.number().nullable() })), ...errorResponses },
      },
      config: { platformGate: false },
    },
    async (request) => {
      const member = await memberNamed(request.merchant.code, request.body.username);
      await setTestRealityCheckInterval(app.db, member.id, request.body.seconds);
      return ok({ seconds: request.body.seconds });
    },
  );
};
