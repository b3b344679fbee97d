import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { API_PREFIX } from '@lobby/contract';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { loggerOptions } from './logging.ts';
import { agentRoutes } from './modules/agents/agent-routes.ts';
import { antiBotPlugin } from './modules/anti-bot/anti-bot-plugin.ts';
import { antiBotRoutes } from './modules/anti-bot/anti-bot-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { encryptedBodyPlugin } from './modules/auth/encrypted-body.ts';
import { captchaPlugin } from './modules/captcha/captcha-plugin.ts';
import { captchaRoutes } from './modules/captcha/captcha-routes.ts';
import { cataloguePlugin } from './modules/catalogue/catalogue-plugin.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes.ts';
import { chatPageRoutes } from './modules/chat/chat-page-routes.ts';
import { chatRoutes } from './modules/chat/chat-routes.ts';
import { contentRoutes } from './modules/content/content-routes.ts';
import { countryRoutes } from './modules/countries/country-routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback-routes.ts';
import { lotteryPlugin } from './modules/lottery/lottery-plugin.ts';
import { lotteryRoutes } from './modules/lottery/lottery-routes.ts';
import { mediaRoutes } from './modules/media/media-routes.ts';
import { memberCentreRoutes } from './modules/members/member-centre-routes.ts';
import { memberRoutes } from './modules/members/member-routes.ts';
import { membersPlugin } from './modules/members/members-plugin.ts';
import { merchantResolution } from './modules/merchants/merchant-resolution.ts';
import { messageRoutes } from './modules/messages/message-routes.ts';
import { openapiRoutes } from './modules/openapi/openapi-routes.ts';
import { openapiTransform } from './modules/openapi/openapi-transform.ts';
import { promotionRoutes } from './modules/promotions/promotion-routes.ts';
import type { RateLimiter } from './modules/rate-limits/rate-limiter.ts';
import { rateLimitsPlugin } from './modules/rate-limits/rate-limits-plugin.ts';
import { registrationRoutes } from './modules/registration/registration-routes.ts';
import {
  type SeamlessWalletOptions,
  seamlessWalletRoutes,
} from './modules/seamless-wallet/seamless-wallet-routes.ts';
import { secretsPlugin } from './modules/secrets/secrets-plugin.ts';
import { authPlugin } from './modules/sessions/auth-plugin.ts';
import { smsPlugin } from './modules/sms/sms-plugin.ts';
import type { SmsSender } from './modules/sms/sms-sender.ts';
import { verificationCodeRoutes } from './modules/sms/verification-code-routes.ts';
import { healthRoutes } from './modules/system/health-routes.ts';
import { platformGate } from './modules/system/platform-gate.ts';
import { statusRoutes } from './modules/system/status-routes.ts';
import { CaptchaAnswers } from './modules/test-facilities/captcha-answers.ts';
import { testFacilityRoutes } from './modules/test-facilities/test-facility-routes.ts';
import { launchRoutes } from './modules/vendors/launch-routes.ts';
import { sandboxRoutes } from './modules/vendors/sandbox-routes.ts';
import { vendorsPlugin } from './modules/vendors/vendors-plugin.ts';
import type { WalletClient } from './modules/vendors/wallet-client.ts';
import { walletPlugin } from './modules/wallet/wallet-plugin.ts';
import { walletRoutes } from './modules/wallet/wallet-routes.ts';
import { CHAT_PAGE_DIR, SANDBOX_GAMES_DIR } from './paths.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { housekeeping } from './plugins/housekeeping.ts';
import { helmetOptions } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';
import { type Clock, systemClock } from './shared/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

export interface AppDependencies {
  /** An open database (tests bring a fresh one); opened from `config.database` when absent. */
  database?: Database;
  /** Extra route plugins in the API scope, behind merchant resolution and the gate (tests). */
  apiRoutes?: FastifyPluginAsync[];
  /** The time every expiry is measured with (tests move it forward). */
  clock?: Clock;
  /** Rate-limit store; by default Redis when REDIS_URL is set, else memory. */
  rateLimiter?: RateLimiter;
  /** SMS adapter; by default the HTTP gateway when SMS_GATEWAY_URL is set, else the outbox. */
  smsSender?: SmsSender;
  /** The sandbox vendor's seamless-wallet client; by default calls into this app's own routes (tests stub it). */
  walletClient?: WalletClient;
  /** Seamless-wallet test hooks (a failure after commit). */
  seamlessWallet?: SeamlessWalletOptions;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/** The whole server as a Fastify instance with migrations applied; it never listens by itself. */
export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const logger = loggerOptions(config);
  const app = Fastify({
    logger:
      dependencies.logStream && typeof logger === 'object'
        ? { ...logger, stream: dependencies.logStream }
        : logger,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const clock = dependencies.clock ?? systemClock;
  app.decorate('config', config);
  app.decorate('clock', clock);

  await app.register(helmet, helmetOptions);
  await app.register(compress);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Lobby API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openapiTransform,
  });

  const database = dependencies.database ?? (await openDatabase(config.database));
  await app.register(databasePlugin, { database });
  await app.register(errorHandler);
  await app.register(secretsPlugin, {
    payloadPrivateKey: config.payloadPrivateKey,
    altchaHmacKey: config.altchaHmacKey,
    vendorWalletKey: config.vendorWalletKey,
  });
  await app.register(rateLimitsPlugin, {
    settings: config.rateLimits,
    clock,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    ...(dependencies.rateLimiter ? { limiter: dependencies.rateLimiter } : {}),
  });
  await app.register(membersPlugin, { argon2: config.argon2 });
  await app.register(authPlugin, { clock });
  await app.register(cataloguePlugin, { clock });
  await app.register(smsPlugin, {
    clock,
    gateway: config.smsGateway,
    ...(dependencies.smsSender ? { sender: dependencies.smsSender } : {}),
  });
  const captchaAnswers = config.testFacilities ? new CaptchaAnswers() : undefined;
  await app.register(captchaPlugin, { clock, witness: captchaAnswers?.record });
  await app.register(antiBotPlugin, { clock, maxNumber: config.altchaMaxNumber });
  await app.register(housekeeping);
  await app.register(vendorsPlugin, { walletClient: dependencies.walletClient });
  await app.register(lotteryPlugin);
  await app.register(walletPlugin, { sandboxDepositDelayMs: config.sandboxDepositDelayMs });

  await app.register(
    async (api) => {
      await api.register(merchantResolution, { headerOverride: config.merchantHeaderOverride });
      await api.register(platformGate);
      await api.register(encryptedBodyPlugin);
      await api.register(healthRoutes);
      await api.register(openapiRoutes);
      await api.register(statusRoutes);
      await api.register(countryRoutes);
      await api.register(authRoutes);
      await api.register(captchaRoutes);
      await api.register(antiBotRoutes);
      await api.register(verificationCodeRoutes);
      await api.register(registrationRoutes);
      await api.register(memberRoutes);
      await api.register(memberCentreRoutes);
      await api.register(messageRoutes);
      await api.register(chatRoutes);
      await api.register(agentRoutes);
      await api.register(catalogueRoutes);
      await api.register(contentRoutes);
      await api.register(launchRoutes);
      await api.register(lotteryRoutes);
      await api.register(walletRoutes);
      await api.register(promotionRoutes);
      await api.register(feedbackRoutes);
      if (captchaAnswers) await api.register(testFacilityRoutes, { captchaAnswers });
      for (const routes of dependencies.apiRoutes ?? []) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(seamlessWalletRoutes, { prefix: API_PREFIX, ...dependencies.seamlessWallet });
  await app.register(mediaRoutes);
  await app.register(sandboxRoutes, { root: SANDBOX_GAMES_DIR });
  await app.register(chatPageRoutes, { root: CHAT_PAGE_DIR });
  await app.register(webApp, { root: config.webDist });

  return app;
}
