import type { Banner } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import {
  carouselBanners,
  giftPopupDue,
  homeListPath,
  initialJackpot,
  jackpotDelaySeconds,
  jackpotDigits,
  markGiftPopupSeen,
  nextJackpot,
  pageModeOf,
  sportsLiveBanners,
  winnerBoardScrolls,
} from './home-rules.ts';

const banner = (
  bannerId: string,
  groupName: Banner['groupName'],
  url: string | null = '/m/activity',
): Banner => ({
  bannerId,
  groupName,
  title: bannerId,
  url,
  imageUrl: `/media/banners/${bannerId}.svg`,
});

describe('carousel banners', () => {
  const banners = [
    banner('h1', 'm_home'),
    banner('l1', 'm_live'),
    banner('g1', 'm_game'),
    banner('h2', 'm_home'),
  ];

  it('shows m_home and m_live while live models exist', () => {
    expect(carouselBanners(banners, 2).map((b) => b.bannerId)).toEqual(['h1', 'l1', 'h2']);
  });

  it('drops m_live without live models', () => {
    expect(carouselBanners(banners, 0).map((b) => b.bannerId)).toEqual(['h1', 'h2']);
  });

  it('puts m_game banners with a url in the sports-and-live block', () => {
    expect(sportsLiveBanners([...banners, banner('g2', 'm_game', null)]).map((b) => b.bannerId)).toEqual([
      'g1',
    ]);
  });
});

describe('winner board', () => {
  it('scrolls by itself only above 6 winners', () => {
    expect(winnerBoardScrolls(0)).toBe(false);
    expect(winnerBoardScrolls(6)).toBe(false);
    expect(winnerBoardScrolls(7)).toBe(true);
    expect(winnerBoardScrolls(100)).toBe(true);
  });
});

describe('jackpot', () => {
  it('starts at the minimum or above', () => {
    expect(initialJackpot(() => 0)).toBe(23767436.69);
    expect(initialJackpot(() => 0.999)).toBeGreaterThan(23767436.69);
  });

  it('steps by 100 to 500 with two decimals', () => {
    expect(nextJackpot(23767436.69, () => 0)).toBe(23767536.69);
    expect(nextJackpot(23767436.69, () => 1)).toBe(23767936.69);
    for (let n = 0; n < 200; n++) {
      const before = 24_000_000.05;
      const after = nextJackpot(before, Math.random);
      expect(after - before).toBeGreaterThanOrEqual(99.999);
      expect(after - before).toBeLessThanOrEqual(500.001);
      expect(Math.round(after * 100) / 100).toBe(after);
    }
  });

  it('never passes 25,000,000: past it, it starts again at the minimum', () => {
    expect(nextJackpot(24_999_800, () => 0)).toBe(24_999_900);
    expect(nextJackpot(24_999_950, () => 0)).toBe(23767436.69);
  });

  it('waits 3, 4 or 5 seconds', () => {
    expect(jackpotDelaySeconds(() => 0)).toBe(3);
    expect(jackpotDelaySeconds(() => 0.5)).toBe(4);
    expect(jackpotDelaySeconds(() => 0.999)).toBe(5);
  });

  it('has 10 digits', () => {
    expect(jackpotDigits(23767436.69)).toBe('2376743669');
    expect(jackpotDigits(25_000_000)).toBe('2500000000');
  });
});

describe('gift popup flag', () => {
  it('is due once per session for each login state', () => {
    expect(giftPopupDue('guest')).toBe(true);
    expect(giftPopupDue('member')).toBe(true);
    markGiftPopupSeen('guest');
    expect(giftPopupDue('guest')).toBe(false);
    expect(giftPopupDue('member')).toBe(true);
    sessionStorage.clear();
    expect(giftPopupDue('guest')).toBe(true);
  });
});

describe('page modes', () => {
  it('reads all, list and filter from the query', () => {
    expect(pageModeOf(new URLSearchParams(''))).toEqual({ mode: 'all' });
    expect(pageModeOf(new URLSearchParams('pageType=list&gameType=FISH'))).toEqual({
      mode: 'list',
      gameType: 'FISH',
    });
    expect(pageModeOf(new URLSearchParams('pageType=list&gameType=NOPE'))).toEqual({ mode: 'all' });
    expect(pageModeOf(new URLSearchParams('pageType=filter&gameName=dragon'))).toEqual({ mode: 'filter' });
    expect(pageModeOf(new URLSearchParams('pageType=filter'))).toEqual({ mode: 'all' });
  });

  it('opens a category in list mode, in-house with Crash', () => {
    expect(homeListPath('RNG')).toBe('/m/home?pageType=list&gameType=RNG');
    expect(homeListPath('INHOUSE')).toBe('/m/home?pageType=list&gameType=INHOUSE&gameClassify=Crash');
  });
});
