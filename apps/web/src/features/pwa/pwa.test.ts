import type { DownloadLink } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { detectInstallState, platformOf, rememberNativeShellFlag } from './detect.ts';
import { downloadLinkFor, headerDownloadLink } from './download.ts';

const links: DownloadLink[] = [
  { resourceType: 'MOBILECONFIG', url: 'https://x.test/profile' },
  { resourceType: 'IOS', url: 'https://x.test/ios' },
  { resourceType: 'ANDROID2', url: 'https://x.test/android2' },
];
const web = { platform: 'android', installed: false, nativeShell: false } as const;

describe('platform', () => {
  it('recognises iPhone, iPadOS, Android and the rest', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('other');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
  });
});

describe('native app shell flag', () => {
  it('is remembered from ?app=1 and forgotten with ?app=0', () => {
    rememberNativeShellFlag('?app=1');
    expect(detectInstallState().nativeShell).toBe(true);
    rememberNativeShellFlag('?app=0');
    expect(detectInstallState().nativeShell).toBe(false);
  });
});

describe('download links', () => {
  it('prefers IOS then MOBILECONFIG on iOS, Android then ANDROID2 on Android', () => {
    expect(downloadLinkFor('ios', links)?.url).toBe('https://x.test/ios');
    expect(downloadLinkFor('android', links)?.url).toBe('https://x.test/android2');
    expect(downloadLinkFor('other', links)).toBeUndefined();
  });

  it('the header offers one only on the web, with the app window on', () => {
    expect(headerDownloadLink(web, true, links)?.url).toBe('https://x.test/android2');
    expect(headerDownloadLink(web, false, links)).toBeUndefined();
    expect(headerDownloadLink({ ...web, installed: true }, true, links)).toBeUndefined();
    expect(headerDownloadLink({ ...web, nativeShell: true }, true, links)).toBeUndefined();
  });
});
