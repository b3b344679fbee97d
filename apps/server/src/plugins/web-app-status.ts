import {
  EMBEDDED_BANNERS_ID,
  EMBEDDED_GAMES_ID,
  EMBEDDED_NOTICES_ID,
  EMBEDDED_STATUS_ID,
  EMBEDDED_VENDORS_ID,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../modules/merchants/index.ts';
import { requestStatus } from '../modules/system/index.ts';
import type { GameListFirstView } from './game-list-first-view.ts';
import type { HomeFirstView } from './home-first-view.ts';
import type { VendorsFirstView } from './vendors-first-view.ts';

/** What could end the data block (`</script>`), open a comment in it (`<!--`) or trip an old parser. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** JSON that can stand inside a <script> element: the unsafe characters as \u escapes, which JSON.parse reads back. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/**
 * index.html with the status answer this request would get (GET /system/status: the merchant by host, the
 * gate for this client) as a JSON data block, so the app's first render does not wait for that round trip
 * (decision 0080); for home, its banners (decision 0094) and a guest's announcements (0114); for home and the
 * game list, the game vendors (0114); for the game list, its category's first page (decision 0099). A data
 * block is never run, so the CSP's `script-src 'self'` stays as it is. A host with no merchant gets the plain
 * page: the app then asks /system/status and shows what it answers.
 */
export function firstViewHtml(template: string) {
  const at = template.indexOf('</head>');
  const [head, rest] = at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at)];
  return (
    request: FastifyRequest,
    merchant: Merchant | undefined,
    firstView: {
      homeBanners?: HomeFirstView['banners'];
      homeNotices?: HomeFirstView['notices'];
      vendors?: VendorsFirstView | undefined;
      games?: GameListFirstView['games'] | undefined;
    } = {},
  ): string => {
    if (!merchant) return template;
    const status = dataBlock(EMBEDDED_STATUS_ID, requestStatus(request, merchant));
    const { homeBanners, homeNotices, vendors, games } = firstView;
    const banners = homeBanners === undefined ? '' : dataBlock(EMBEDDED_BANNERS_ID, homeBanners);
    const notices = homeNotices === undefined ? '' : dataBlock(EMBEDDED_NOTICES_ID, homeNotices);
    const gamePage = games === undefined ? '' : dataBlock(EMBEDDED_GAMES_ID, games);
    const vendorList = vendors === undefined ? '' : dataBlock(EMBEDDED_VENDORS_ID, vendors);
    return `${head}${status}${banners}${notices}${vendorList}${gamePage}${rest}`;
  };
}
