import { createHash } from 'node:crypto';
import type { GameCategory } from '@lobby/contract';
import { text } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { IMMUTABLE_CACHE_CONTROL } from '../../shared/cache-control.ts';
import {
  artworkVersion,
  bannerArtworkVersion,
  findGameArtworkRow,
  findVendorBrand,
  gameArtworkInputs,
  vendorLogoVersion,
} from '../catalogue/index.ts';
import { avatarSvg, findBannerArtwork, findLiveModel } from '../content/index.ts';
import { headIconSvg, headIconVersion } from '../members/index.ts';
import {
  activityArtworkVersion,
  activityBanner,
  activityPictureIn,
  findActivityPicture,
} from '../promotions/index.ts';
import type { Artwork } from './artwork.ts';

/** A URL without the current version (an old link, or none at all) is revalidated after a while. */
const SHORT = 'public, max-age=300';
/** An SVG opened on its own must not run anything: no scripts, no external loads, inline styles only. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const CACHE_ENTRIES = 2_000;

const Query = z.object({
  size: z.enum(['s', 'm', 'l']).optional(),
  /** The artwork version the URL was issued with. */
  v: text().max(32).optional(),
});
const Id = text().min(1).max(120);
/** A promotion's picture in the reader's language (decision 0076); without it, or unknown, its own. */
const ActivityQuery = Query.extend({ lang: text().max(8).optional() });

interface Rendered {
  body: string | Buffer;
  etag: string;
  version: string;
}

/** Rendered images by kind, id, size and version: a small LRU (a Map keeps insertion order). */
class RenderCache {
  private readonly entries = new Map<string, Rendered>();

  get(key: string, render: () => { body: string; version: string }): Rendered {
    return this.hit(key) ?? this.store(key, render());
  }

  async getAsync(key: string, render: () => Promise<{ body: Buffer; version: string }>): Promise<Rendered> {
    return this.hit(key) ?? this.store(key, await render());
  }

  private hit(key: string): Rendered | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  private store(key: string, { body, version }: { body: string | Buffer; version: string }): Rendered {
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const rendered = { body, etag, version };
    this.entries.set(key, rendered);
    if (this.entries.size > CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return rendered;
  }
}

const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  (ifNoneMatch ?? '').split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });

function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: Rendered,
  askedVersion: string | undefined,
  type = 'image/svg+xml',
) {
  reply
    .header('content-type', type)
    .header('cache-control', askedVersion === rendered.version ? IMMUTABLE_CACHE_CONTROL : SHORT)
    .header('etag', rendered.etag)
    .header('content-security-policy', SVG_CSP)
    // Images may be shown through the merchants' image CDNs, i.e. from another origin.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (matches(request.headers['if-none-match'], rendered.etag)) return reply.code(304).send();
  return reply.send(rendered.body);
}

const notFound = (reply: FastifyReply) => reply.callNotFound();

/** The raster pictures' pixels per size, twice the SVG's: sharp on a phone's 2-3x screen at the tiles' sizes. */
const RASTER_PX = { s: 240, m: 480, l: 720 } as const;

/**
 * An SVG drawn without fonts rasterised to WebP: the browser decodes it off the main thread, where an SVG
 * image is parsed, laid out and recorded on it at every size it is painted (decision 0087).
 */
const toWebp = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();

/**
 * Generated artwork: game tiles, vendor logos, banners, activity pictures, live-model avatars and member
 * head icons. Outside /api: no envelope, no merchant, not closed by maintenance. Content-stable URLs (?v=)
 * are cached for good.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ artwork: Artwork }> = async (app, { artwork }) => {
  const cache = new RenderCache();
  const hide = { hide: true } as const;

  // WebP is what the app is given (decision 0087); SVG stays for addresses stored before, and for tests.
  for (const format of ['svg', 'webp'] as const) {
    app.get(
      `/media/games/:gameCode.${format}`,
      { schema: { ...hide, params: z.object({ gameCode: Id }), querystring: Query } },
      async (request, reply) => {
        const game = await findGameArtworkRow(app.db, request.params.gameCode);
        if (!game) return notFound(reply);
        const drawn = { ...game, gameType: game.gameType as GameCategory };
        const version = artworkVersion(gameArtworkInputs(game));
        const size = request.query.size ?? 'm';
        const key = `g:${format}:${game.gameCode}:${size}:${version}`;
        if (format === 'svg') {
          const rendered = cache.get(key, () => ({ body: artwork.gameArtworkSvg(drawn, size), version }));
          return sendImage(request, reply, rendered, request.query.v);
        }
        const rendered = await cache.getAsync(key, async () => ({
          body: await toWebp(artwork.gameArtworkSvg(drawn, RASTER_PX[size], true)),
          version,
        }));
        return sendImage(request, reply, rendered, request.query.v, 'image/webp');
      },
    );
  }

  app.get(
    '/media/vendors/:code.svg',
    { schema: { ...hide, params: z.object({ code: Id }), querystring: Query } },
    async (request, reply) => {
      const vendor = await findVendorBrand(app.db, request.params.code);
      if (!vendor) return notFound(reply);
      const logo = {
        code: vendor.code,
        logoText: vendor.brand.logoText,
        colors: vendor.brand.colors,
        categories: vendor.categories as GameCategory[],
      };
      const version = vendorLogoVersion(logo);
      const rendered = cache.get(`v:${vendor.code}:${version}`, () => ({
        body: artwork.vendorLogoSvg(logo),
        version,
      }));
      return sendImage(request, reply, rendered, request.query.v);
    },
  );

  app.get(
    '/media/banners/:id.svg',
    { schema: { ...hide, params: z.object({ id: Id }), querystring: Query } },
    async (request, reply) => {
      const banner = await findBannerArtwork(app.db, request.params.id);
      if (!banner?.artwork) return notFound(reply);
      const drawn = banner.artwork;
      const version = bannerArtworkVersion({ ...banner, artwork: drawn });
      const rendered = cache.get(`b:${banner.id}:${version}`, () => ({
        body: artwork.bannerSvg({
          bannerId: drawn.seed,
          title: banner.title,
          subtitle: drawn.subtitle,
          cta: drawn.cta,
          gameType: drawn.gameType as GameCategory,
          vassalage: drawn.vassalage,
          language: banner.language,
        }),
        version,
      }));
      return sendImage(request, reply, rendered, request.query.v);
    },
  );

  app.get(
    '/media/models/:id.svg',
    { schema: { ...hide, params: z.object({ id: Id }), querystring: Query } },
    async (request, reply) => {
      const model = await findLiveModel(app.db, request.params.id);
      if (!model) return notFound(reply);
      const version = artworkVersion(['model', model.name]); // as modelAvatarUrl
      const rendered = cache.get(`m:${model.id}:${version}`, () => ({
        body: avatarSvg(model.name),
        version,
      }));
      return sendImage(request, reply, rendered, request.query.v);
    },
  );

  app.get(
    '/media/activities/:id.svg',
    { schema: { ...hide, params: z.object({ id: Id }), querystring: ActivityQuery } },
    async (request, reply) => {
      const activity = await findActivityPicture(app.db, request.params.id);
      if (!activity) return notFound(reply);
      const { drawn } = activityPictureIn(activity, request.query.lang);
      const version = activityArtworkVersion(drawn);
      const rendered = cache.get(`p:${activity.id}:${version}`, () => ({
        body: artwork.bannerSvg(activityBanner(drawn)),
        version,
      }));
      return sendImage(request, reply, rendered, request.query.v);
    },
  );

  app.get(
    '/media/head-icons/:id.svg',
    { schema: { ...hide, params: z.object({ id: Id }), querystring: Query } },
    async (request, reply) => {
      const { id } = request.params;
      const version = headIconVersion(id);
      if (version === undefined) return notFound(reply);
      const rendered = cache.get(`h:${id}:${version}`, () => ({ body: headIconSvg(id), version }));
      return sendImage(request, reply, rendered, request.query.v);
    },
  );
};
