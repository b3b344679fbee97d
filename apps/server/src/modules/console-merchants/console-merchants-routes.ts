import {
  API,
  CONSOLE_MERCHANTS_PAGE_SIZE,
  ConsoleMerchantItem,
  ConsoleMerchantPage,
  ConsoleMerchantParams,
  ConsoleMerchantsQuery,
  CreateConsoleMerchantRequest,
  envelope,
  UpdateConsoleMerchantRequest,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { listMerchantPage } from '../merchants/index.ts';
import { requireOperator, serveOperators } from '../operators/index.ts';
import { createConsoleMerchant } from './merchant-create.ts';
import { updateConsoleMerchant } from './merchant-edit.ts';

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
        'Every merchant by code, 50 a page: its name, domains, currency, timezone and default language; q finds those whose code or name holds it',
      description: "Platform operators only: a merchant's operator is refused (403 forbidden, audited).",
      querystring: ConsoleMerchantsQuery,
      response: { 200: envelope(ConsoleMerchantPage), ...errorResponses },
    },
    config: { consolePermission: 'listConsoleMerchants' },
    onRequest: requireOperator,
    handler: async (request) =>
      ok(await listMerchantPage(app.db, request.query.page, CONSOLE_MERCHANTS_PAGE_SIZE, request.query.q)),
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
        "Platform operators only (403 forbidden, audited). A code in use answers 409 merchant_exists (field code), a domain another merchant answers on 400 domain_taken (field domains.N), an unknown copyFrom 400 unknown_merchant; nothing is created. The new merchant's settings are its version 1.",
      body: CreateConsoleMerchantRequest,
      response: { 200: envelope(ConsoleMerchantItem), ...errorResponses },
    },
    config: { consolePermission: 'createConsoleMerchant' },
    onRequest: requireOperator,
    handler: async (request) => ok(await createConsoleMerchant(request, request.body)),
  });

  app.route({
    method: API.updateConsoleMerchant.method,
    url: API.updateConsoleMerchant.path,
    schema: {
      operationId: 'updateConsoleMerchant',
      tags,
      summary:
        "Changes a merchant's name, domains, timezone and default language with a reason; its domains serve it at once on every instance",
      description:
        'Platform operators only (403 forbidden, audited). A domain another merchant answers on answers 400 domain_taken (field domains.N); an unknown merchant 404; nothing changes. A changed name, timezone or default language is a new settings version.',
      params: ConsoleMerchantParams,
      body: UpdateConsoleMerchantRequest,
      response: { 200: envelope(ConsoleMerchantItem), ...errorResponses },
    },
    config: { consolePermission: 'updateConsoleMerchant' },
    onRequest: requireOperator,
    handler: async (request) => ok(await updateConsoleMerchant(request, request.params.code, request.body)),
  });
};
