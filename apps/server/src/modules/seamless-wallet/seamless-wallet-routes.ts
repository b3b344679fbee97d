import {
  API,
  envelope,
  text,
  WALLET_SIGNATURE_HEADERS,
  WalletBalanceRequest,
  WalletBetRequest,
  WalletCallbackResult,
  WalletRefundRequest,
  WalletWinRequest,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvalidatedCache } from '../../plugins/invalidation/invalidated-cache.ts';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { CATALOGUE_KEY, GAMES_TOPIC, vendorCodes, vendorExists } from '../catalogue/index.ts';
import { type VendorAccount, WalletCallbacks } from './wallet-callback-service.ts';

export interface SeamlessWalletOptions {
  /** Tests: runs after a transaction committed and before the answer, to fail a request there. */
  afterCommit?: () => void;
}

const MAX_BODY_BYTES = 16 * 1024;

type WalletCallKind = 'balance' | 'bet' | 'win' | 'refund';

const SignatureHeaders = z.object({
  [WALLET_SIGNATURE_HEADERS.vendor]: text().max(40),
  [WALLET_SIGNATURE_HEADERS.merchant]: text().max(40),
  [WALLET_SIGNATURE_HEADERS.timestamp]: text().max(20),
  [WALLET_SIGNATURE_HEADERS.signature]: text().max(128),
});

/**
 * The seamless-wallet API game vendors call from their servers (contract: seamless-wallet.ts). Registered
 * in a scope of its own, outside merchant resolution, the platform gate and encrypted bodies: the player
 * comes from playerId and the caller proves itself with the signature over the raw body, made with the key
 * of one merchant for that vendor; the player must be that merchant's.
 */
export const seamlessWalletRoutes: FastifyPluginAsyncZod<SeamlessWalletOptions> = async (app, options) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const accounts = new WeakMap<FastifyRequest, VendorAccount>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (request, body, done) => {
      const raw = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, raw);
      try {
        done(null, JSON.parse(raw));
      } catch {
        // Validated (and refused) only after the signature: an unsigned caller learns nothing.
        done(null, raw);
      }
    },
  );

  // The vendors' codes, kept in process: a code not among them is looked up, so a new vendor answers at once.
  const knownVendors = new InvalidatedCache(app.invalidation, GAMES_TOPIC, () => vendorCodes(app.db));
  const vendorKnown = async (vendor: string) =>
    (await knownVendors.get(CATALOGUE_KEY)).has(vendor) || vendorExists(app.db, vendor);

  // The vendor's adapter checks the signature and maps the call to our canonical request before the
  // body's schema runs, so unsigned calls get 401 whatever they carry.
  app.addHook('preValidation', async (request) => {
    const vendor = request.headers[WALLET_SIGNATURE_HEADERS.vendor];
    const known =
      typeof vendor === 'string' && vendor.length > 0 && vendor.length <= 40 && (await vendorKnown(vendor));
    const kind = (request.routeOptions.config as { walletCall?: WalletCallKind }).walletCall;
    if (!known || !kind) throw new ApiError(401, 'invalid_signature');
    const call = { headers: request.headers, rawBody: rawBodies.get(request) ?? '', now: app.clock.now() };
    const mapped = app.vendors.adapterFor(vendor)[kind](call);
    if (!mapped.ok) {
      throw mapped.code === 'invalid_signature'
        ? new ApiError(401, 'invalid_signature')
        : new ApiError(400, 'validation_error', { field: mapped.field });
    }
    accounts.set(request, { vendor, merchant: mapped.merchant });
    request.body = mapped.request;
  });

  const callbacks = new WalletCallbacks(app.db);
  const accountOf = (request: FastifyRequest): VendorAccount => {
    const account = accounts.get(request);
    if (!account) throw new Error('a wallet call reached its handler without a verified signature');
    return account;
  };
  const answer = (value: WalletCallbackResult) => {
    options.afterCommit?.();
    return ok(value);
  };
  const schema = <T extends z.ZodType>(operationId: string, summary: string, body: T) => ({
    operationId,
    tags: ['seamless wallet'],
    summary,
    headers: SignatureHeaders,
    body,
    response: { 200: envelope(WalletCallbackResult), ...errorResponses },
  });

  app.route({
    method: API.walletCallbackBalance.method,
    url: API.walletCallbackBalance.path,
    config: { walletCall: 'balance' satisfies WalletCallKind },
    schema: schema(
      'walletCallbackBalance',
      "The player's balance (signed vendor call)",
      WalletBalanceRequest,
    ),
    handler: async (request) =>
      ok(await callbacks.balance(accountOf(request), request.body, dateOf(app.clock))),
  });

  app.route({
    method: API.walletCallbackBet.method,
    url: API.walletCallbackBet.path,
    config: { walletCall: 'bet' satisfies WalletCallKind },
    schema: schema('walletCallbackBet', 'Debits a stake; idempotent per transactionId', WalletBetRequest),
    handler: async (request) =>
      answer(await callbacks.bet(accountOf(request), request.body, dateOf(app.clock))),
  });

  app.route({
    method: API.walletCallbackWin.method,
    url: API.walletCallbackWin.path,
    config: { walletCall: 'win' satisfies WalletCallKind },
    schema: schema('walletCallbackWin', 'Credits a win and settles the round; idempotent', WalletWinRequest),
    handler: async (request) =>
      answer(await callbacks.win(accountOf(request), request.body, dateOf(app.clock))),
  });

  app.route({
    method: API.walletCallbackRefund.method,
    url: API.walletCallbackRefund.path,
    config: { walletCall: 'refund' satisfies WalletCallKind },
    schema: schema('walletCallbackRefund', 'Returns a bet once; idempotent', WalletRefundRequest),
    handler: async (request) =>
      answer(await callbacks.refund(accountOf(request), request.body, dateOf(app.clock))),
  });
};
