import {
  API,
  ConsoleMerchantSettings,
  ConsoleMerchantSettingsQuery,
  ConsoleMerchantSettingVersionsQuery,
  envelope,
  MERCHANT_SETTING_VERSIONS_PAGE_SIZE,
  MerchantSettings,
  MerchantSettingVersionPage,
  MerchantSettingVersionParams,
  RestoreConsoleMerchantSettingVersionRequest,
  UpdateConsoleMerchantSettingsRequest,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import {
  findMerchantSettingVersion,
  listMerchantSettingVersions,
  readMerchantSettings,
} from '../merchants/index.ts';
import { consoleMerchant, requireOperator, serveOperators } from '../operators/index.ts';
import { writeMerchantSettings } from './settings-save.ts';

const tags = ['console'];

/** The merchant's settings in the console, each save a version with its changes (decision 0059). */
export const merchantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  /** The settings as they are now and the merchants the caller may pick. */
  async function current(request: Parameters<typeof consoleMerchant>[1], asked: string | undefined) {
    const operation = request.routeOptions.config.consolePermission as Parameters<typeof consoleMerchant>[2];
    const { merchant, merchantCodes } = await consoleMerchant(app.db, request, operation, asked);
    const found = await readMerchantSettings(app.db, merchant.code);
    if (!found) throw new ApiError(404, 'not_found', { field: 'merchantCode' });
    return { merchantCode: merchant.code, merchantCodes, ...found };
  }

  app.route({
    method: API.getConsoleMerchantSettings.method,
    url: API.getConsoleMerchantSettings.path,
    schema: {
      operationId: 'getConsoleMerchantSettings',
      tags,
      summary:
        "A merchant's settings: its configuration and the row's setting columns (timezone, market country, cooling-off hours, adjustment approval threshold), with the latest version number",
      description: 'A platform operator names the merchant (default: the default merchant).',
      querystring: ConsoleMerchantSettingsQuery,
      response: { 200: envelope(ConsoleMerchantSettings), ...errorResponses },
    },
    config: { consolePermission: 'getConsoleMerchantSettings' },
    onRequest: requireOperator,
    handler: async (request) => ok(await current(request, request.query.merchantCode)),
  });

  app.route({
    method: API.updateConsoleMerchantSettings.method,
    url: API.updateConsoleMerchantSettings.path,
    schema: {
      operationId: 'updateConsoleMerchantSettings',
      tags,
      summary:
        "Saves a merchant's settings with a reason as a new version; players see them at once on this instance, within 5 seconds on others",
      description:
        'Validated by the same contract schema the server reads the configuration with (400 naming the field path; ' +
        'nothing changes). The protection section and the adjustment approval threshold need the owner or the admin ' +
        '(403 forbidden naming the path). A save based on an older version answers 409 merchant_settings_moved_on.',
      body: UpdateConsoleMerchantSettingsRequest,
      response: { 200: envelope(ConsoleMerchantSettings), ...errorResponses },
    },
    config: { consolePermission: 'updateConsoleMerchantSettings' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { merchantCode, baseVersion, settings, reason } = request.body;
      const { merchantCode: code } = await current(request, merchantCode);
      await writeMerchantSettings(request, {
        merchantCode: code,
        settings,
        baseVersion,
        reason,
        restoredFrom: null,
      });
      return ok(await current(request, code));
    },
  });

  app.route({
    method: API.listConsoleMerchantSettingVersions.method,
    url: API.listConsoleMerchantSettingVersions.path,
    schema: {
      operationId: 'listConsoleMerchantSettingVersions',
      tags,
      summary:
        "A merchant's setting versions newest first, 50 a page: who saved, when, why, and the changes against the version before",
      querystring: ConsoleMerchantSettingVersionsQuery,
      response: { 200: envelope(MerchantSettingVersionPage), ...errorResponses },
    },
    config: { consolePermission: 'listConsoleMerchantSettingVersions' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { merchantCode } = await current(request, request.query.merchantCode);
      const found = await listMerchantSettingVersions(
        app.db,
        merchantCode,
        request.query.page,
        MERCHANT_SETTING_VERSIONS_PAGE_SIZE,
      );
      return ok({ merchantCode, ...found });
    },
  });

  app.route({
    method: API.restoreConsoleMerchantSettingVersion.method,
    url: API.restoreConsoleMerchantSettingVersion.path,
    schema: {
      operationId: 'restoreConsoleMerchantSettingVersion',
      tags,
      summary:
        "Restores a version's settings with a reason, as a new version (404 when the merchant has no such version)",
      description: 'The same checks as a save: the protection section needs the owner or the admin.',
      params: MerchantSettingVersionParams,
      body: RestoreConsoleMerchantSettingVersionRequest,
      response: { 200: envelope(ConsoleMerchantSettings), ...errorResponses },
    },
    config: { consolePermission: 'restoreConsoleMerchantSettingVersion' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { merchantCode: code, version } = await current(request, request.body.merchantCode);
      const stored = await findMerchantSettingVersion(app.db, code, request.params.version);
      if (stored === undefined) throw new ApiError(404, 'not_found', { field: 'version' });
      const settings = MerchantSettings.safeParse(stored);
      if (!settings.success)
        throw fieldError(['settings', ...(settings.error.issues[0]?.path ?? [])].join('.'), 'invalid');
      await writeMerchantSettings(request, {
        merchantCode: code,
        settings: settings.data,
        baseVersion: version,
        reason: request.body.reason,
        restoredFrom: request.params.version,
      });
      return ok(await current(request, code));
    },
  });
};
