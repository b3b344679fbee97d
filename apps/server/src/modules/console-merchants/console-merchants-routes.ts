import {
  API,
  CONSOLE_MERCHANTS_PAGE_SIZE,
  ConsoleMerchantItem,
  ConsoleMerchantPage,
  ConsoleMerchantsQuery,
  CreateConsoleMerchantRequest,
  envelope,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { listMerchantPage } from '../merchants/index.ts';
import { requireOperator, serveOperators } from '../operators/index.ts';
import { createConsoleMerchant } from './merchant-create.ts';

const tags = ['console'];

/** The platform's merchants: listed and created by platform operators only (decision 0061). */
export const consoleMerchantsRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  app.route({
    method: API.listConsoleMerchants.method,
    url: API.listConsoleMerchants.path,
    schema: {
      operationId: 'listConsoleMerchants',
      tags,
      summary:
        'Every merchant by code, 50 a page: its name, domains, currency, timezone and default language',
      description: "Platform operators only: a merchant's operator is refused (403 forbidden, audited).",
      querystring: ConsoleMerchantsQuery,
      response: { 200: envelope(ConsoleMerchantPage), ...errorResponses },
    },
    config: { consolePermission: 'listConsoleMerchants' },
    onRequest: requireOperator,
    handler: async (request) =>
      ok(await listMerchantPage(app.db, request.query.page, CONSOLE_MERCHANTS_PAGE_SIZE)),
  });

  app.route({
    method: API.createConsoleMerchant.method,
    url: API.createConsoleMerchant.path,
    schema: {
      operationId: 'createConsoleMerchant',
      tags,
      summary:
        "Creates a merchant with its code, domains, currency, timezone and default language, from the starter settings or another merchant's current settings; its domains serve it at once on this instance, within 5 seconds on others",
      description:
        "Platform operators only (403 forbidden, audited). A code in use answers 409 merchant_exists (field code), a domain another merchant answers on 409 domain_taken (field domains.N), an unknown copyFrom 400 unknown_merchant; nothing is created. The new merchant's settings are its version 1.",
      body: CreateConsoleMerchantRequest,
      response: { 200: envelope(ConsoleMerchantItem), ...errorResponses },
    },
    config: { consolePermission: 'createConsoleMerchant' },
    onRequest: requireOperator,
    handler: async (request) => ok(await createConsoleMerchant(request, request.body)),
  });
};
