import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../test/api.ts';
import { gamePage, makeGame, makeGameVendors, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import SearchPopup from './SearchPopup.tsx';

const queryOf = (call: ApiCall) => Object.fromEntries(new URL(call.path, 'http://x').searchParams);
const hot = Array.from({ length: 20 }, (_, index) => makeGame({ gameName: `Hot ${index + 1}` }));

function mockSearch() {
  return mockApi({
    getGameVendors: ok(makeGameVendors()),
    getHotGames: ok({ list: hot, totalPages: 1 }),
    getGameList: (call) => {
      const { gameName, pageNo } = queryOf(call);
      return ok(gamePage([makeGame({ gameName: `${gameName} ${pageNo}` })], Number(pageNo), 2, 2));
    },
    getRecentGames: ok({ content: [makeGame({ gameName: 'Played Before' })], totalPages: 1 }),
  });
}

const renderPopup = () => renderInApp(<SearchPopup onClose={() => undefined} />);

describe('SearchPopup', () => {
  it('searches on Enter, puts the term first in the history and removes a chip', async () => {
    localStorage.setItem('lobby.search-history', JSON.stringify(['fish', 'Dragon']));
    const { calls } = mockSearch();
    const { user } = renderPopup();
    const dialog = screen.getByRole('dialog', { name: 'Search games' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Game name' }), '  dragon {Enter}');

    const history = within(dialog).getByRole('region', { name: 'Search history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['dragon', 'fish']);
    expect(JSON.parse(localStorage.getItem('lobby.search-history') ?? '[]')).toEqual(['dragon', 'fish']);
    await waitFor(() =>
      expect(calls.filter((call) => call.operation === 'getGameList').map(queryOf)[0]).toMatchObject({
        gameName: 'dragon',
        pageSize: '9',
        pageNo: '1',
      }),
    );

    const results = within(dialog).getByRole('region', { name: 'Results for “dragon”' });
    expect(await within(results).findByRole('button', { name: 'dragon 1 PG Soft' })).toBeInTheDocument();
    const more = within(results).getByRole('button', { name: 'More games: Results for “dragon”' });
    await user.click(more);
    expect(await within(results).findByRole('button', { name: 'dragon 2 PG Soft' })).toBeInTheDocument();
    expect(more).toBeDisabled();

    await user.click(within(history).getByRole('button', { name: 'Remove fish from the history' }));
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['dragon']);
    expect(JSON.parse(localStorage.getItem('lobby.search-history') ?? '[]')).toEqual(['dragon']);
  });

  it('pages the popular games on the client, 9 a page', async () => {
    mockSearch();
    const { user } = renderPopup();
    const popular = screen.getByRole('region', { name: 'Popular' });
    const grid = await within(popular).findByRole('list', { name: 'Popular' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(9));
    expect(within(popular).getByText('Page 1 of 3')).toBeInTheDocument();
    const more = within(popular).getByRole('button', { name: 'More games: Popular' });
    await user.click(more);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(18);
    await user.click(more);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(20);
    expect(within(popular).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(more).toBeDisabled();
  });

  it('shows recent games to members and asks guests to log in', async () => {
    mockSearch();
    const view = renderPopup();
    const guest = screen.getByRole('region', { name: 'Recently played' });
    expect(within(guest).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    view.unmount();

    signIn();
    renderPopup();
    const member = screen.getByRole('region', { name: 'Recently played' });
    expect(await within(member).findByRole('button', { name: 'Played Before PG Soft' })).toBeInTheDocument();
    expect(within(member).getByRole('button', { name: 'More games: Recently played' })).toBeDisabled();
  });
});
