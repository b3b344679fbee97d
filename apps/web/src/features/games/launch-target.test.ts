import { describe, expect, it } from 'vitest';
import { makeGame, makeGameVendors } from '../../test/fixtures.ts';
import { isElectronicLottery, launchTarget } from './launch-target.ts';

const { mapping } = makeGameVendors();
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('launchTarget', () => {
  it('opens the lottery lobby with code lobby for the lottery vendors and categories', () => {
    const vn = launchTarget(
      makeGame({
        nodeId: '7',
        gameId: '1009',
        gameType: 'LOTT',
        vassalage: 'TCG_LOTTO_VN',
        gameGroupId: 'VN',
        lottoMode: 'Traditional',
      }),
      mapping,
    );
    expect(vn.kind).toBe('lottery');
    expect(vn.path.startsWith('/m/launchGame?')).toBe(true);
    expect(query(vn.path)).toEqual({
      playType: 'trad',
      gameId: '1009',
      gameGroupId: 'VN',
      prize_mode: 'ELOTT',
      code: 'lobby',
      nodeId: '7',
      vendor: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
    });
    // A lottery vendor launches the lobby even for a game filed under another category.
    expect(launchTarget(makeGame({ gameType: 'RNG', vassalage: 'TCG_SEA' }), mapping).kind).toBe('lottery');
    // And any vendor's game in a lottery category (ELOTT too).
    expect(launchTarget(makeGame({ gameType: 'ELOTT', vassalage: 'TCG' }), mapping).kind).toBe('lottery');
  });

  it('plays ent when the lotto mode says Entertainment, SEA prizes for TCG_SEA', () => {
    const ent = launchTarget(
      makeGame({ gameType: 'LOTT', vassalage: 'TCG', lottoMode: 'Entertainment' }),
      mapping,
    );
    expect(query(ent.path).playType).toBe('ent');
    const sea = launchTarget(
      makeGame({ gameType: 'LOTT', vassalage: 'TCG_SEA', lottoMode: 'Traditional' }),
      mapping,
    );
    expect(query(sea.path)).toMatchObject({ playType: 'trad', prize_mode: 'SEA', code: 'lobby' });
  });

  it('is the electronic-lottery mode when the mapping lists TCG_LOTTO_VN under ELOTT, or the vendor under LOTT', () => {
    expect(isElectronicLottery(mapping, 'TCG_LOTTO_VN')).toBe(true);
    expect(
      isElectronicLottery({ ...mapping, ELOTT: { vendors: [], gameClassify: [] } }, 'TCG_LOTTO_VN'),
    ).toBe(false);
    expect(isElectronicLottery(mapping, 'TCG')).toBe(true);
    const withoutLott = { ...mapping, LOTT: undefined };
    expect(isElectronicLottery(withoutLott, 'TCG')).toBe(false);
    const normal = launchTarget(makeGame({ gameType: 'LOTT', vassalage: 'TCG' }), withoutLott);
    expect(query(normal.path).prize_mode).toBe('NORMAL');
  });

  it('sends the vendor tile of an own-list provider to its game list', () => {
    const tile = makeGame({ nodeId: '', gameId: '', gameType: 'LIVE', vassalage: 'EVO', gameCode: 'lobby' });
    expect(launchTarget(tile, mapping)).toEqual({
      kind: 'list',
      path: '/m/gameList?gameType=LIVE&vassalage=EVO',
    });
  });

  it('launches other games directly, free play from supportPlay 0', () => {
    const free = launchTarget(
      makeGame({ nodeId: '42', gameId: '1001', gameCode: 'pg-lucky', supportPlay: 0 }),
      mapping,
    );
    expect(free.kind).toBe('direct');
    expect(query(free.path)).toEqual({
      gameId: '1001',
      code: 'pg-lucky',
      freePlay: '1',
      nodeId: '42',
      vendor: 'PG',
      gameType: 'RNG',
    });
    expect(query(launchTarget(makeGame({ supportPlay: 1 }), mapping).path).freePlay).toBe('0');
    // A game of an own-list provider is still a game: it launches.
    expect(launchTarget(makeGame({ gameType: 'LIVE', vassalage: 'EVO' }), mapping).kind).toBe('direct');
    // A vendor tile of a provider without its own list opens the vendor's lobby.
    const sports = makeGame({
      nodeId: '',
      gameId: '',
      gameType: 'SPORTS',
      vassalage: 'SABA',
      gameCode: 'lobby',
    });
    expect(launchTarget(sports, mapping).kind).toBe('direct');
  });
});
