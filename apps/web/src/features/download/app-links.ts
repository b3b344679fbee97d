import type { DownloadLink } from '@lobby/contract';

type LinkType = DownloadLink['resourceType'];

/** Entries that download the app, per platform; REGISTERPOPM and BONUS are not downloads. */
const IOS_TYPES = ['IOS', 'MOBILECONFIG', 'MOBILECONFIG2'] as const satisfies readonly LinkType[];
const ANDROID_TYPES = ['Android', 'ANDROID2'] as const satisfies readonly LinkType[];
const APP_TYPES: readonly LinkType[] = [...IOS_TYPES, ...ANDROID_TYPES];

export type AppLink = DownloadLink & {
  resourceType: (typeof IOS_TYPES)[number] | (typeof ANDROID_TYPES)[number];
};
/** iOS configuration profiles install only from Safari (spec §8). */
const PROFILE_TYPES: readonly LinkType[] = ['MOBILECONFIG', 'MOBILECONFIG2'];

const isAppLink = (link: DownloadLink): link is AppLink => APP_TYPES.includes(link.resourceType);
export const isIosLink = (link: AppLink): boolean =>
  (IOS_TYPES as readonly LinkType[]).includes(link.resourceType);
export const isProfileLink = (link: AppLink): boolean => PROFILE_TYPES.includes(link.resourceType);

/** The download entries with an address, this platform's first. */
export function appLinks(
  resources: readonly DownloadLink[],
  platform: 'ios' | 'android' | 'other',
): AppLink[] {
  const links = resources.filter((link): link is AppLink => isAppLink(link) && link.url !== '');
  if (platform === 'other') return links;
  const mine = platform === 'ios' ? isIosLink : (link: AppLink) => !isIosLink(link);
  return [...links.filter(mine), ...links.filter((link) => !mine(link))];
}

/**
 * Safari itself, not another browser or an in-app web view: those carry their own token (CriOS, FxiOS,
 * EdgiOS, ...) or lack Safari's `Safari/` token altogether.
 */
export const isSafari = (userAgent: string): boolean =>
  /Safari\//.test(userAgent) &&
  !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|EdgA|OPiOS|OPR|Android|FBAN|FBAV|Instagram|Line\/|MicroMessenger|GSA\//.test(
    userAgent,
  );
