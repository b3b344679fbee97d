import type { DownloadLink } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { appLinks, isSafari } from './app-links.ts';

const link = (resourceType: DownloadLink['resourceType'], url = `https://dl.example/${resourceType}`) => ({
  resourceType,
  url,
});

describe('app links', () => {
  it('keeps downloads with an address, this platform first', () => {
    const resources = [
      link('Android'),
      link('BONUS'),
      link('IOS'),
      link('MOBILECONFIG', ''),
      link('REGISTERPOPM'),
    ];
    expect(appLinks(resources, 'ios').map((entry) => entry.resourceType)).toEqual(['IOS', 'Android']);
    expect(appLinks(resources, 'android').map((entry) => entry.resourceType)).toEqual(['Android', 'IOS']);
  });

  it('tells Safari from other iOS browsers and web views', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(isSafari(safari)).toBe(true);
    expect(isSafari(safari.replace('Version/17.4', 'CriOS/124.0'))).toBe(false);
    expect(isSafari(safari.replace(' Safari/604.1', ' [FBAN/FBIOS;FBAV/450.0]'))).toBe(false);
    expect(
      isSafari('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe(false);
  });
});
