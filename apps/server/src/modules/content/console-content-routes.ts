import multipart from '@fastify/multipart';
import {
  API,
  ConsoleAnnouncement,
  ConsoleAnnouncementList,
  ConsoleBanner,
  ConsoleBannerList,
  ConsoleContentDeleteQuery,
  ConsoleContentParams,
  ConsoleContentQuery,
  ConsoleHelpArticle,
  ConsoleHelpArticleList,
  ConsoleImage,
  type ConsolePermission,
  envelope,
  SaveConsoleAnnouncementRequest,
  SaveConsoleBannerRequest,
  SaveConsoleHelpArticleRequest,
} from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { findMerchantLanguages } from '../merchants/index.ts';
import { audit, consoleMerchant, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';
import { announcementKind, bannerKind, type ContentKind, helpArticleKind } from './console-content-kinds.ts';
import { deleteItem, listItems, type MerchantLanguages, saveItem } from './console-content-store.ts';
import { CONSOLE_IMAGE_MULTIPART, readConsoleImage, storeConsoleImage } from './console-images.ts';
import type { ContentTable } from './content-item-rows.ts';
import { CONTENT_TOPIC } from './live-content.ts';

const tags = ['console'];

/** The merchant the operator works on, with its languages (a merchant's operator: their own only). */
async function workingMerchant(
  request: FastifyRequest,
  operation: ConsolePermission,
  asked: string | undefined,
): Promise<MerchantLanguages & { merchantCodes: string[] }> {
  const { merchant, merchantCodes } = await consoleMerchant(request.server.db, request, operation, asked);
  const languages = await findMerchantLanguages(request.server.db, merchant.code);
  if (!languages) throw new ApiError(400, 'unknown_merchant', { field: 'merchantCode' });
  return { code: merchant.code, ...languages, merchantCodes };
}

/** Inside the routes an item is what its kind makes; the schemas below hold each kind's own types. */
type AnyContentKind = ContentKind<
  ContentTable,
  { id: string; status: string; texts: { language: string }[] },
  never
>;

interface KindRoutes {
  /** The kind for a merchant's default language (`as never`: each kind's types meet in the schemas). */
  kind: (defaultLanguage: string) => AnyContentKind;
  plural: string;
  list: 'listConsoleAnnouncements' | 'listConsoleBanners' | 'listConsoleHelpArticles';
  save: 'saveConsoleAnnouncement' | 'saveConsoleBanner' | 'saveConsoleHelpArticle';
  remove: 'deleteConsoleAnnouncement' | 'deleteConsoleBanner' | 'deleteConsoleHelpArticle';
  item: z.ZodType;
  listSchema: z.ZodType;
  body: z.ZodType;
}

/** The three routes of one kind: list, save (create or replace), delete; writes audited and invalidated. */
function kindRoutes(app: FastifyInstance, routes: KindRoutes) {
  const { plural } = routes;
  const kindFor = routes.kind;
  const changed = (merchantCode: string) => app.invalidation.publish(CONTENT_TOPIC, merchantCode);

  app.route({
    method: API[routes.list].method,
    url: API[routes.list].path,
    schema: {
      operationId: routes.list,
      tags,
      summary: `The merchant's ${plural} with every language's text, in display order (status, language filters)`,
      querystring: ConsoleContentQuery,
      response: { 200: envelope(routes.listSchema), ...errorResponses },
    },
    config: { consolePermission: routes.list },
    onRequest: requireOperator,
    handler: async (request) => {
      const query = request.query as ConsoleContentQuery;
      const merchant = await workingMerchant(request, routes.list, query.merchantCode);
      const list = await listItems(app.db, kindFor(merchant.defaultLanguage), merchant, query);
      return ok({
        list,
        merchantCode: merchant.code,
        languages: merchant.languages,
        defaultLanguage: merchant.defaultLanguage,
        merchantCodes: merchant.merchantCodes,
      });
    },
  });

  app.route({
    method: API[routes.save].method,
    url: API[routes.save].path,
    schema: {
      operationId: routes.save,
      tags,
      summary: `Creates one of the merchant's ${plural} (no id) or replaces it; players see it at once when published and in its schedule`,
      body: routes.body,
      response: { 200: envelope(routes.item), ...errorResponses },
    },
    config: { consolePermission: routes.save },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const body = request.body as { id?: string; merchantCode?: string; reason?: string };
      const merchant = await workingMerchant(request, routes.save, body.merchantCode);
      const kind = kindFor(merchant.defaultLanguage);
      const { before, after } = await saveItem(app.db, kind, merchant, body as never, dateOf(app.clock));
      await changed(merchant.code);
      await audit(request, operator, `${kind.name}.saved`, {
        target: after.id,
        before,
        after,
        reason: body.reason ?? null,
      });
      return ok(after);
    },
  });

  app.route({
    method: API[routes.remove].method,
    url: API[routes.remove].path,
    schema: {
      operationId: routes.remove,
      tags,
      summary: `Deletes one of the merchant's ${plural} in every language; players no longer see it`,
      params: ConsoleContentParams,
      querystring: ConsoleContentDeleteQuery,
      response: { 200: envelope(routes.item), ...errorResponses },
    },
    config: { consolePermission: routes.remove },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const { id } = request.params as { id: string };
      const { merchantCode } = request.query as { merchantCode?: string };
      const merchant = await workingMerchant(request, routes.remove, merchantCode);
      const kind = kindFor(merchant.defaultLanguage);
      const before = await deleteItem(app.db, kind, merchant, id);
      if (!before) throw new ApiError(404, 'not_found', { field: 'id' });
      await changed(merchant.code);
      await audit(request, operator, `${kind.name}.deleted`, { target: id, before, after: null });
      return ok(before);
    },
  });
}

/** Content in the console (decision 0057): announcements, banners, help articles and their images. */
export const consoleContentRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);

  // Multipart parsing exists only in this scope, for this one route.
  await app.register(async (scope) => {
    await scope.register(multipart, CONSOLE_IMAGE_MULTIPART);
    scope.route({
      method: API.uploadConsoleImage.method,
      url: API.uploadConsoleImage.path,
      schema: {
        operationId: 'uploadConsoleImage',
        tags,
        summary:
          'Uploads an image (field image: png, jpeg or webp by content, 5 MB, 16.7 megapixels) as multipart/form-data; it is stored as WebP at the banner widths and served with immutable caching',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ConsoleImage), ...errorResponses },
      },
      config: { consolePermission: 'uploadConsoleImage' },
      onRequest: requireOperator,
      handler: async (request) => {
        const { operator } = operatorOf(request);
        const image = await storeConsoleImage(app.storage, await readConsoleImage(request));
        await audit(request, operator, 'image.uploaded', { target: image.url, before: null, after: image });
        return ok(image);
      },
    });
  });

  kindRoutes(app, {
    kind: announcementKind as never,
    plural: 'announcements',
    list: 'listConsoleAnnouncements',
    save: 'saveConsoleAnnouncement',
    remove: 'deleteConsoleAnnouncement',
    item: ConsoleAnnouncement,
    listSchema: ConsoleAnnouncementList,
    body: SaveConsoleAnnouncementRequest,
  });
  kindRoutes(app, {
    kind: bannerKind as never,
    plural: 'banners',
    list: 'listConsoleBanners',
    save: 'saveConsoleBanner',
    remove: 'deleteConsoleBanner',
    item: ConsoleBanner,
    listSchema: ConsoleBannerList,
    body: SaveConsoleBannerRequest,
  });
  kindRoutes(app, {
    kind: helpArticleKind as never,
    plural: 'help articles',
    list: 'listConsoleHelpArticles',
    save: 'saveConsoleHelpArticle',
    remove: 'deleteConsoleHelpArticle',
    item: ConsoleHelpArticle,
    listSchema: ConsoleHelpArticleList,
    body: SaveConsoleHelpArticleRequest,
  });
};
