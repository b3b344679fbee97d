import { type Banner, DEFAULT_JACKPOT_SETTINGS } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import {
  carouselBanners,
  giftPopupDue,
  homeListPath,
  initialJackpot,
  jackpotDelaySeconds,
  jackpotDigits,
  jackpotInHundredths,
  jackpotText,
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
  language: 'EN',
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
  const spec = jackpotInHundredths(DEFAULT_JACKPOT_SETTINGS);

  it('starts at the start or up to one step above it, never past the maximum', () => {
    expect(initialJackpot(spec, () => 0)).toBe(2_376_743_669);
    expect(initialJackpot(spec, () => 1 - Number.EPSILON)).toBe(2_376_743_669 + 50_000);
    expect(initialJackpot({ ...spec, start: 100, maximum: 150 }, () => 0.999)).toBe(150);
  });

  it("steps by the merchant's 100 to 500 (in hundredths)", () => {
    expect(nextJackpot(spec, 2_376_743_669, () => 0)).toBe(2_376_753_669);
    expect(nextJackpot(spec, 2_376_743_669, () => 0.999_999)).toBe(2_376_793_669);
    for (let n = 0; n < 200; n++) {
      const after = nextJackpot(spec, 2_400_000_005, Math.random);
      expect(after - 2_400_000_005).toBeGreaterThanOrEqual(10_000);
      expect(after - 2_400_000_005).toBeLessThanOrEqual(50_000);
      expect(Number.isInteger(after)).toBe(true);
    }
  });

  it('never passes the maximum: past it, it starts again at the start', () => {
    expect(nextJackpot(spec, 2_499_980_000, () => 0)).toBe(2_499_990_000);
    expect(nextJackpot(spec, 2_499_995_000, () => 0)).toBe(2_376_743_669);
  });

  it('waits a whole number of seconds in the interval (the spec: 3, 4 or 5)', () => {
    expect(jackpotDelaySeconds(spec, () => 0)).toBe(3);
    expect(jackpotDelaySeconds(spec, () => 0.5)).toBe(4);
    expect(jackpotDelaySeconds(spec, () => 0.999)).toBe(5);
    expect(jackpotDelaySeconds({ ...spec, intervalMinSeconds: 10, intervalMaxSeconds: 10 }, () => 0.5)).toBe(
      10,
    );
  });

  it('is written as the spec writes money, as the roller shows it', () => {
    expect(jackpotText(2_376_743_669)).toBe('23,767,436.69');
    expect(jackpotText(2_500_000_000)).toBe('25,000,000.00');
    expect(jackpotText(123_405)).toBe('1,234.05');
    expect(jackpotText(7)).toBe('0.07');
  });

  it('has 10 digits', () => {
    expect(jackpotDigits(2_376_743_669)).toBe('2376743669');
    expect(jackpotDigits(2_500_000_000)).toBe('2500000000');
    expect(jackpotDigits(1_205)).toBe('0000001205');
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
