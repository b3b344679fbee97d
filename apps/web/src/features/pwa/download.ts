import type { DownloadLink } from '@lobby/contract';
import type { InstallState, Platform } from './detect.ts';

/** Download entries that serve each platform, best first. */
const LINK_TYPES: Record<Platform, readonly DownloadLink['resourceType'][]> = {
  ios: ['IOS', 'MOBILECONFIG'],
  android: ['Android', 'ANDROID2'],
  other: [],
};

export function downloadLinkFor(
  platform: Platform,
  links: readonly DownloadLink[],
): DownloadLink | undefined {
  for (const type of LINK_TYPES[platform]) {
    const link = links.find((entry) => entry.resourceType === type && entry.url);
    if (link) return link;
  }
  return undefined;
}

/** Offering the app makes no sense inside the app itself or in an installed web app. */
export const canOfferApp = (install: InstallState): boolean => !install.nativeShell && !install.installed;

/**
 * The header's download button: only when the app may be offered, the merchant enables the
 * app-window invitation, and a download exists for this platform.
 */
export function headerDownloadLink(
  install: InstallState,
  appWindow: boolean,
  links: readonly DownloadLink[],
): DownloadLink | undefined {
  if (!canOfferApp(install) || !appWindow) return undefined;
  return downloadLinkFor(install.platform, links);
}
