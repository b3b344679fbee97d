import { describe, expect, it } from 'vitest';
import {
  categoryDestination,
  classifyOf,
  hasRngOptions,
  MIN_BET_CHOICES,
  otherCategories,
  showsNameSearch,
  showsProviderFilter,
  typeMenuEntries,
} from './browse-rules.ts';
import { browseSearch, parseBrowse } from './browse-state.ts';

const names = (entries: ReturnType<typeof typeMenuEntries>) => entries.map(classifyOf);

describe('game-type menu', () => {
  it('offers New only for RNG, then All and Favourites', () => {
    expect(names(typeMenuEntries('RNG', []))).toEqual(['new', 'all', 'favourite']);
    expect(names(typeMenuEntries('LIVE', []))).toEqual(['all', 'favourite']);
    expect(names(typeMenuEntries('FISH', ['Fishing']))).toEqual(['all', 'favourite']);
  });

  it('adds the classifications only when there is more than one', () => {
    expect(names(typeMenuEntries('LIVE', ['Baccarat', 'Roulette']))).toEqual([
      'all',
      'favourite',
      'Baccarat',
      'Roulette',
    ]);
  });

  it('shows the provider filter except for in-house and sports-like types, and never while New is active', () => {
    expect(showsProviderFilter('RNG', 'all')).toBe(true);
    expect(showsProviderFilter('LIVE', 'Baccarat')).toBe(true);
    expect(showsProviderFilter('RNG', 'new')).toBe(false);
    for (const type of ['INHOUSE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const) {
      expect(showsProviderFilter(type, 'all')).toBe(false);
    }
  });

  it('hides the name search for vendor-only types', () => {
    expect(showsNameSearch('RNG')).toBe(true);
    expect(showsNameSearch(undefined)).toBe(true);
    expect(showsNameSearch('SPORTS')).toBe(false);
    expect(showsNameSearch('LIVE')).toBe(false);
  });
});

describe('filter panel rules', () => {
  it('offers game type and minimum bet only for RNG, with the spec options', () => {
    expect(hasRngOptions('RNG')).toBe(true);
    expect(hasRngOptions('FISH')).toBe(false);
    expect(MIN_BET_CHOICES).toEqual(['all', 0.01, 0.05, 0.1, 0.5, 0.75]);
  });

  it('lists the other categories without ELOTT; LOTT goes to the lottery screen', () => {
    expect(otherCategories(['RNG', 'LIVE', 'LOTT', 'ELOTT', 'PVP'], 'RNG')).toEqual(['LIVE', 'LOTT', 'PVP']);
    expect(categoryDestination('LOTT')).toBe('/m/lottery');
    expect(categoryDestination('LIVE')).toBe('/m/gameList?gameType=LIVE');
    expect(categoryDestination('INHOUSE')).toBe('/m/gameList?gameType=INHOUSE&gameClassify=Crash');
  });
});

describe('browse state in the URL', () => {
  it('reads the query, falling back to the default type', () => {
    expect(
      parseBrowse(new URLSearchParams('gameType=LIVE&vassalage=EVO,PP&gameClassify=Baccarat'), 'RNG'),
    ).toEqual({
      gameType: 'LIVE',
      gameClassify: 'Baccarat',
      vendors: ['EVO', 'PP'],
      gameName: '',
      minBet: undefined,
    });
    expect(parseBrowse(new URLSearchParams('gameType=NOPE&minBet=0.5'), 'RNG')).toMatchObject({
      gameType: 'RNG',
      gameClassify: 'all',
      minBet: 0.5,
    });
  });

  it('writes it back, trimmed, keeping parameters that are not the list’s', () => {
    const next = browseSearch(
      { gameType: 'RNG', gameClassify: 'all', vendors: ['PG'], gameName: '  dragon ', minBet: undefined },
      new URLSearchParams('pageType=list&gameType=LIVE&minBet=0.1'),
    );
    expect(next.toString()).toBe('pageType=list&gameType=RNG&vassalage=PG&gameName=dragon');
  });
});
