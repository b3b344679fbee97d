import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { API_PREFIX } from '@lobby/contract';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { type Database, openDatabase } from './db/client.ts';
import { bannerSvg, gameArtworkSvg, vendorLogoSvg } from './demo/catalogue/index.ts';
import { DEMO_MERCHANT_CONFIG } from './demo/merchant.ts';
import { sandboxGameList } from './demo/sandbox-games.ts';
import { adjustmentRoutes } from './modules/adjustments/index.ts';
import { agentPayJob, agentRoutes, consoleAgentRoutes } from './modules/agents/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { captchaPlugin, captchaRoutes } from './modules/captcha/index.ts';
import { cataloguePlugin, catalogueRoutes } from './modules/catalogue/index.ts';
import { chatPageRoutes, chatRoutes } from './modules/chat/index.ts';
import { consoleGamesRoutes } from './modules/console-games/index.ts';
import { consoleMerchantsRoutes } from './modules/console-merchants/index.ts';
import {
  consoleContentRoutes,
  contentRoutes,
  liveContentPlugin,
  uploadedImageRoutes,
} from './modules/content/index.ts';
import { countryRoutes } from './modules/countries/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { consoleFeedbackRoutes, feedbackRoutes } from './modules/feedback/index.ts';
import { consoleKycRoutes, identityRoutes } from './modules/identity/index.ts';
import { launchRoutes } from './modules/launch/index.ts';
import { limitRoutes } from './modules/limits/index.ts';
import { lotteryRoutes } from './modules/lottery/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { memberCareRoutes } from './modules/member-care/index.ts';
import { exclusionRoutes, memberProtectionRoutes } from './modules/member-protection/index.ts';
import {
  findRowWithMember,
  memberCentreRoutes,
  memberRoutes,
  membersPlugin,
} from './modules/members/index.ts';
import { merchantSettingsRoutes } from './modules/merchant-settings/index.ts';
import { merchantResolution, merchantsPlugin } from './modules/merchants/index.ts';
import { campaignDelivery, consoleMessageRoutes, messageRoutes } from './modules/messages/index.ts';
import { consoleAuthRoutes, operatorRoutes, operatorsPlugin } from './modules/operators/index.ts';
import { consoleWithdrawalRoutes, payoutJob, payoutRoutes } from './modules/payouts/index.ts';
import { promotionRoutes, rewardClaimRoutes, rewardExpiry } from './modules/promotions/index.ts';
import { protectionRoutes } from './modules/protection/index.ts';
import { realityCheckRoutes } from './modules/reality-check/index.ts';
import { registrationRoutes } from './modules/registration/index.ts';
import { dailyCloseJob, reportRoutes } from './modules/reports/index.ts';
import { type SeamlessWalletOptions, seamlessWalletRoutes } from './modules/seamless-wallet/index.ts';
import { type SmsSender, smsPlugin, verificationCodeRoutes } from './modules/sms/index.ts';
import { platformGate, statusRoutes } from './modules/system/index.ts';
import { CaptchaAnswers, testFacilityRoutes } from './modules/test-facilities/index.ts';
import { consoleTurnoverRoutes, turnoverRoutes } from './modules/turnover/index.ts';
import {
  activityStatementRoutes,
  consoleDepositRoutes,
  depositedIn,
  walletPlugin,
  walletRoutes,
} from './modules/wallet/index.ts';
import { CHAT_PAGE_DIR, MIGRATIONS_DIR, SANDBOX_GAMES_DIR } from './paths.ts';
import { antiBotPlugin } from './plugins/anti-bot/anti-bot-plugin.ts';
import { antiBotRoutes } from './plugins/anti-bot/anti-bot-routes.ts';
import type { Config } from './plugins/config.ts';
import { consoleApp } from './plugins/console-app.ts';
import { databasePlugin } from './plugins/database.ts';
import { encryptedBodyPlugin } from './plugins/encrypted-body/encrypted-body.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { frameSources } from './plugins/frame-sources.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { housekeeping } from './plugins/housekeeping.ts';
import { httpCaching } from './plugins/http-caching.ts';
import { invalidationPlugin } from './plugins/invalidation/invalidation-plugin.ts';
import { healthRoutes } from './plugins/lifecycle/health-routes.ts';
import { lifecyclePlugin } from './plugins/lifecycle/lifecycle.ts';
import { loggerOptions, terminalLogStream } from './plugins/logging.ts';
import { metricsPlugin } from './plugins/metrics/metrics-plugin.ts';
import { openapiRoutes } from './plugins/openapi/openapi-routes.ts';
import { openapiDocument, openapiTransform } from './plugins/openapi/openapi-transform.ts';
import { pageFonts } from './plugins/page-fonts.ts';
import type { RateLimiter } from './plugins/rate-limits/rate-limiter.ts';
import { rateLimitsPlugin } from './plugins/rate-limits/rate-limits-plugin.ts';
import { requestLogger } from './plugins/request-logger.ts';
import { secretsPlugin } from './plugins/secrets/secrets-plugin.ts';
import { helmetOptions } from './plugins/security-headers.ts';
import { securityHeaders } from './plugins/security-headers-plugin.ts';
import { authPlugin } from './plugins/sessions/auth-plugin.ts';
import { singleUsePlugin } from './plugins/single-use/single-use-plugin.ts';
import { storagePlugin } from './plugins/storage/storage-plugin.ts';
import { webApp } from './plugins/web-app.ts';
import { type Clock, systemClock } from './shared/clock.ts';
import { fastifyTrustProxy } from './shared/proxy-trust.ts';
import { lotteryPlugin } from './vendors/sandbox/lottery-plugin.ts';
import { sandboxRoutes } from './vendors/sandbox/sandbox-routes.ts';
import { vendorsPlugin } from './vendors/vendors-plugin.ts';
import type { WalletClient } from './vendors/wallet-client.ts';

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
  const logStream = dependencies.logStream ?? terminalLogStream(config);
  const app = Fastify({
    logger: logStream && typeof logger === 'object' ? { ...logger, stream: logStream } : logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    childLoggerFactory: requestLogger,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const clock = dependencies.clock ?? systemClock;
  app.decorate('config', config);
  app.decorate('clock', clock);

  const database = dependencies.database ?? (await openDatabase(config.database, MIGRATIONS_DIR));
  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin, { ...config.metrics, pool: database.usage });
  await app.register(securityHeaders, helmetOptions);
  await app.register(httpCaching, { merchantHeaderOverride: config.merchantHeaderOverride });
  await app.register(compress);
  await app.register(swagger, { openapi: openapiDocument, transform: openapiTransform });

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
  await app.register(singleUsePlugin, {
    clock,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  await app.register(invalidationPlugin, {
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  await app.register(storagePlugin, { dataDir: config.dataDir, s3: config.s3Storage });
  await app.register(liveContentPlugin);
  await app.register(membersPlugin, { argon2: config.argon2 });
  await app.register(authPlugin, { clock, withMember: findRowWithMember });
  await app.register(operatorsPlugin, { clock });
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
  await app.register(campaignDelivery);
  await app.register(rewardExpiry);
  await app.register(payoutJob);
  await app.register(dailyCloseJob);
  await app.register(agentPayJob);
  await app.register(merchantsPlugin);
  await app.register(vendorsPlugin, {
    walletClient: dependencies.walletClient,
    sandboxGames: sandboxGameList(config.demoCatalogueGames),
  });
  await app.register(lotteryPlugin);
  await app.register(walletPlugin, { sandboxDepositDelayMs: config.sandboxDepositDelayMs });
  await app.register(frameSources);

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
      await api.register(consoleAuthRoutes);
      await api.register(operatorRoutes);
      await api.register(dashboardRoutes);
      await api.register(reportRoutes);
      await api.register(adjustmentRoutes);
      await api.register(rewardClaimRoutes);
      await api.register(consoleTurnoverRoutes);
      await api.register(consoleFeedbackRoutes);
      await api.register(consoleDepositRoutes);
      await api.register(consoleKycRoutes);
      await api.register(memberProtectionRoutes, { depositedIn });
      await api.register(exclusionRoutes);
      await api.register(consoleAgentRoutes);
      await api.register(merchantSettingsRoutes);
      await api.register(consoleMerchantsRoutes);
      await api.register(consoleMessageRoutes);
      await api.register(memberCareRoutes);
      await api.register(consoleWithdrawalRoutes);
      await api.register(consoleContentRoutes);
      await api.register(consoleGamesRoutes);
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
      await api.register(turnoverRoutes);
      await api.register(limitRoutes, { depositedIn });
      await api.register(realityCheckRoutes);
      await api.register(payoutRoutes);
      await api.register(identityRoutes);
      await api.register(promotionRoutes);
      await api.register(protectionRoutes);
      await api.register(activityStatementRoutes);
      await api.register(feedbackRoutes);
      if (captchaAnswers)
        await api.register(testFacilityRoutes, { captchaAnswers, baseMerchantConfig: DEMO_MERCHANT_CONFIG });
      for (const routes of dependencies.apiRoutes ?? []) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(seamlessWalletRoutes, { prefix: API_PREFIX, ...dependencies.seamlessWallet });
  await app.register(mediaRoutes, { artwork: { bannerSvg, gameArtworkSvg, vendorLogoSvg } });
  await app.register(uploadedImageRoutes);
  await app.register(sandboxRoutes, { root: SANDBOX_GAMES_DIR });
  await app.register(chatPageRoutes, { root: CHAT_PAGE_DIR });
  await app.register(pageFonts, { webDist: config.webDist });
  await app.register(consoleApp, { root: config.consoleDist });
  await app.register(webApp, { root: config.webDist });

  return app;
}
