import { ANNOUNCEMENT_TYPES, type Banner, HOME_BANNER_GROUPS, WEB_BASE } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AnnouncementGroups, answerAnnouncements, findBanners } from '../modules/content/index.ts';
import type { Merchant } from '../modules/merchants/index.ts';
import { dateOf } from '../shared/clock.ts';
import { type FirstViewPage, orAskedLater, picturePreload } from './first-view.ts';
import { mayBeSignedIn } from './hint-cookies.ts';

/** Home's lobby, which opens on the banner carousel (its list and search modes have none). */
const isLobby = (pathname: string, search: URLSearchParams) =>
  pathname === `${WEB_BASE}/home` && !search.has('pageType');

/**
 * Home's banners in the language of the page, a guest's announcements in it (undefined for a player who may be
 * signed in: theirs carry read flags), and the `Link` entry preloading the first banner.
 */
export interface HomeFirstView {
  banners: { language: string; list: Banner[] };
  notices: { language: string; groups: AnnouncementGroups } | undefined;
  link: string | undefined;
}

/**
 * What /m/home's lobby draws first (not its list and search modes, which have no carousel): its banners, as GET
 * /content/banners answers home's groups, for the page to carry (decision 0094), and the `Link` entry preloading
 * the first one, its largest picture (decision 0081); for a guest, the announcements GET /content/announcements
 * would answer, which the marquee shows (decision 0114). In the page's language. Undefined for other pages, or
 * when anything fails: the app then asks.
 */
export async function homeFirstView(
  app: FastifyInstance,
  request: FastifyRequest,
  merchant: Merchant,
  { pathname, search, language }: FirstViewPage,
): Promise<HomeFirstView | undefined> {
  if (!isLobby(pathname, search)) return undefined;
  return orAskedLater(request, 'home', async () => {
    const { defaultLanguage, imageCDNs } = merchant.config;
    const content = await app.liveContent.get(merchant.code);
    const now = dateOf(app.clock);
    const list = await findBanners(content, HOME_BANNER_GROUPS, language, defaultLanguage, now);
    const guestNotices = async () => ({
      language,
      groups: await answerAnnouncements(app.db, content, ANNOUNCEMENT_TYPES, undefined, {
        groupName: undefined,
        language,
        fallbackLanguage: defaultLanguage,
        now,
      }),
    });
    const first = list.find((banner) => banner.groupName === 'm_home');
    return {
      banners: { language, list },
      notices: mayBeSignedIn(request) ? undefined : await guestNotices(),
      link: first && picturePreload(first.imageUrl, imageCDNs),
    };
  });
}
