import {
  API,
  ConsoleGamePage,
  ConsoleGamesQuery,
  ConsoleGamesUpdated,
  type ConsoleVendor,
  ConsoleVendorList,
  ConsoleVendorParams,
  envelope,
  SyncConsoleVendorGamesRequest,
  UpdateConsoleGamesRequest,
  UpdateConsoleVendorRequest,
  VendorGamesSync,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { dateOf } from '../../shared/clock.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';
import {
  CATALOGUE_KEY,
  findConsoleGames,
  GAMES_TOPIC,
  inMaintenance,
  listConsoleVendorRows,
  maintenanceOf,
  syncVendorGameRows,
  updateGameRows,
  updateVendorRow,
  type VendorCounts,
  type VendorRow,
} from '../catalogue/index.ts';
import { audit, merchantScope, operatorOf, requireOperator, serveOperators } from '../operators/index.ts';

const tags = ['console'];

/**
 * The vendors an operator sees and changes (decision 0060): the catalogue is the deployment's, so a
 * platform operator every vendor; a merchant's operator those its merchant offers (its gameVendors; every
 * vendor when it names none).
 */
async function operatorVendors(request: FastifyRequest): Promise<readonly string[] | undefined> {
  const scope = merchantScope(operatorOf(request).operator);
  if (scope === undefined) return undefined;
  const merchant = await request.server.merchants.find(scope);
  return merchant?.config.gameVendors ?? undefined;
}

/** The merchant whose own game switches the operator sees and sets (decision 0061); undefined: the catalogue's. */
const ownMerchant = (request: FastifyRequest): string | undefined =>
  merchantScope(operatorOf(request).operator);

function toConsoleVendor(
  vendor: VendorRow,
  counts: VendorCounts,
  canSync: boolean,
  now: number,
): ConsoleVendor {
  return {
    code: vendor.code,
    displayName: vendor.displayName,
    logoUrl: vendor.logoUrl,
    enabled: vendor.enabled,
    maintenance: maintenanceOf(vendor, now),
    inMaintenance: inMaintenance(vendor, now),
    launchOrigin: vendor.launchOrigin,
    gameCount: counts.games,
    enabledGameCount: counts.enabled,
    canSync,
  };
}

/** Games and vendors in the console (issue 18, decision 0060); every write reaches players within 5 s. */
export const consoleGamesRoutes: FastifyPluginAsyncZod = async (app) => {
  serveOperators(app);
  const changed = () => app.invalidation.publish(GAMES_TOPIC, CATALOGUE_KEY);
  const canSync = (code: string) => typeof app.vendors.adapterFor(code).listGames === 'function';

  /** The vendor of the path, if the operator may see it; 404 on `code` otherwise. */
  async function visibleVendor(request: FastifyRequest, code: string) {
    const vendors = await operatorVendors(request);
    const row = (await listConsoleVendorRows(app.db, ownMerchant(request))).find(
      (vendor) => vendor.code === code,
    );
    if (!row || (vendors && !vendors.includes(code))) throw new ApiError(404, 'not_found', { field: 'code' });
    return row;
  }

  app.route({
    method: API.listConsoleVendors.method,
    url: API.listConsoleVendors.path,
    schema: {
      operationId: 'listConsoleVendors',
      tags,
      summary:
        'The game vendors in lobby order with their switch, maintenance window, game counts and whether their game list can be synced',
      response: { 200: envelope(ConsoleVendorList), ...errorResponses },
    },
    config: { consolePermission: 'listConsoleVendors' },
    onRequest: requireOperator,
    handler: async (request) => {
      const vendors = await operatorVendors(request);
      const now = app.clock.now();
      const rows = (await listConsoleVendorRows(app.db, ownMerchant(request))).filter(
        (vendor) => !vendors || vendors.includes(vendor.code),
      );
      return ok({ list: rows.map((row) => toConsoleVendor(row, row.counts, canSync(row.code), now)) });
    },
  });

  app.route({
    method: API.updateConsoleVendor.method,
    url: API.updateConsoleVendor.path,
    schema: {
      operationId: 'updateConsoleVendor',
      tags,
      summary:
        "Switches a vendor on or off and sets or ends (null) its maintenance window: while off or in maintenance its games leave players' lists and launches are refused (503 vendor_maintenance with the message); off also takes its origin out of the game frame's CSP",
      params: ConsoleVendorParams,
      body: UpdateConsoleVendorRequest,
      response: { 200: envelope(ConsoleVendorList.shape.list.element), ...errorResponses },
    },
    config: { consolePermission: 'updateConsoleVendor' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const { code } = request.params;
      const { enabled, maintenance, reason } = request.body;
      const now = app.clock.now();
      if (maintenance && Date.parse(maintenance.endsAt) <= now)
        throw new ApiError(400, 'date_range_invalid', { field: 'maintenance.endsAt' });
      const { counts } = await visibleVendor(request, code);
      const result = await updateVendorRow(
        app.db,
        code,
        {
          enabled,
          maintenance: maintenance && {
            startsAt: maintenance.startsAt ? new Date(maintenance.startsAt) : null,
            endsAt: new Date(maintenance.endsAt),
            message: maintenance.message,
          },
        },
        dateOf(app.clock),
      );
      if (!result) throw new ApiError(404, 'not_found', { field: 'code' });
      await changed();
      const before = toConsoleVendor(result.before, counts, canSync(code), now);
      const after = toConsoleVendor(result.after, counts, canSync(code), now);
      await audit(request, operator, 'vendor.updated', { target: code, before, after, reason });
      return ok(after);
    },
  });

  app.route({
    method: API.syncConsoleVendorGames.method,
    url: API.syncConsoleVendorGames.path,
    schema: {
      operationId: 'syncConsoleVendorGames',
      tags,
      summary:
        "Reads the vendor's game list through its adapter: games new to the catalogue are added switched off, games it no longer lists are switched off (never deleted); 400 game_sync_unsupported when its adapter cannot list",
      params: ConsoleVendorParams,
      body: SyncConsoleVendorGamesRequest,
      response: { 200: envelope(VendorGamesSync), ...errorResponses },
    },
    config: { consolePermission: 'syncConsoleVendorGames' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const { code } = request.params;
      await visibleVendor(request, code);
      const adapter = app.vendors.adapterFor(code);
      if (!adapter.listGames) throw new ApiError(400, 'game_sync_unsupported', { field: 'code' });
      const listed = await adapter.listGames();
      const result = await syncVendorGameRows(app.db, code, listed, dateOf(app.clock));
      await changed();
      await audit(request, operator, 'vendor.games_synced', {
        target: code,
        before: null,
        after: result,
        reason: request.body.reason,
      });
      return ok({
        vendor: code,
        added: result.added.length,
        disabled: result.disabled.length,
        unchanged: result.unchanged,
      });
    },
  });

  app.route({
    method: API.listConsoleGames.method,
    url: API.listConsoleGames.path,
    schema: {
      operationId: 'listConsoleGames',
      tags,
      summary:
        "Every game of the catalogue, switched on or off, filtered (vendor, category, status, hot, new, name or code), sorted and paged; a merchant's operator sees its merchant's own switches",
      querystring: ConsoleGamesQuery,
      response: { 200: envelope(ConsoleGamePage), ...errorResponses },
    },
    config: { consolePermission: 'listConsoleGames' },
    onRequest: requireOperator,
    handler: async (request) => {
      const query = request.query;
      const page = await findConsoleGames(
        app.db,
        query,
        await operatorVendors(request),
        ownMerchant(request),
      );
      return ok({ ...page, page: query.page, pageSize: query.pageSize });
    },
  });

  app.route({
    method: API.updateConsoleGames.method,
    url: API.updateConsoleGames.path,
    schema: {
      operationId: 'updateConsoleGames',
      tags,
      summary:
        "Changes the games named by ids (at most 500) or every game matching filter: switch on or off, hot, new, sort order, category and classification, icon (an uploaded image); players see it within 5 s. A merchant's operator switches (on, hot, new, sort order) for its merchant only; a platform operator for every merchant without its own switch",
      body: UpdateConsoleGamesRequest,
      response: { 200: envelope(ConsoleGamesUpdated), ...errorResponses },
    },
    config: { consolePermission: 'updateConsoleGames' },
    onRequest: requireOperator,
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const { ids, filter, changes, reason } = request.body;
      const selection = ids ? { ids: [...new Set(ids)] } : { filter: filter ?? {} };
      const { before, after, unknown } = await updateGameRows(
        app.db,
        selection,
        changes,
        await operatorVendors(request),
        ownMerchant(request),
        dateOf(app.clock),
      );
      if (unknown.length > 0) throw fieldError('ids', 'not_found');
      if (after.length > 0) await changed();
      await audit(request, operator, 'games.updated', {
        target: ids ? ids.join(',').slice(0, 200) : 'filter',
        before,
        after: { selection, changes, games: after },
        reason,
      });
      return ok({ updated: after.length });
    },
  });
};
