import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { type ApiCall, mockApi, ok } from '../../test/api.ts';
import { gamePage, makeGame, makeGameVendors, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import GameBrowser from './GameBrowser.tsx';

const queryOf = (call: ApiCall) => Object.fromEntries(new URL(call.path, 'http://x').searchParams);

/** Three pages of two games each for any list. */
function mockCatalogue() {
  return mockApi({
    getGameVendors: ok(makeGameVendors()),
    getGameList: (call) => {
      const pageNo = Number(queryOf(call).pageNo);
      return ok(gamePage([makeGame(), makeGame()], pageNo, 3, 6));
    },
  });
}

const renderBrowser = (path: string) =>
  renderInApp(
    <>
      <GameBrowser defaultType="RNG" />
      <Toaster />
    </>,
    { path },
  );

const lists = (calls: ApiCall[]) => calls.filter((call) => call.operation === 'getGameList').map(queryOf);

describe('GameBrowser', () => {
  it('appends the next page with the more button, which disables on the last page', async () => {
    mockCatalogue();
    const { user } = renderBrowser('/m/gameList?gameType=RNG');
    const grid = await screen.findByRole('list', { name: 'Slots' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'More games' });
    await user.click(more);
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(more);
    await waitFor(() => expect(screen.getByText('Page 3 of 3')).toBeInTheDocument());
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    expect(more).toBeDisabled();
  });

  it('offers New for RNG; New hides the provider filter and starts again at page 1', async () => {
    const { calls } = mockCatalogue();
    const { user } = renderBrowser('/m/gameList?gameType=RNG&vassalage=PG');
    const menu = await screen.findByRole('list', { name: 'Game type' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['New', 'All', 'Favourites', 'Slots', 'Megaways']),
    );
    expect(within(menu).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Filter 1' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'More games' }));

    await user.click(within(menu).getByRole('button', { name: 'New' }));
    expect(within(menu).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /^Filter/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(lists(calls).at(-1)).toMatchObject({ gameClassify: 'new', isNew: '1', pageNo: '1' }),
    );
    expect(lists(calls).at(-1)?.vassalage).toBeUndefined();

    await user.click(within(menu).getByRole('button', { name: 'Megaways' }));
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ gameClassify: 'Megaways', pageNo: '1' }));
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('has no New and no name search for a vendor-only type, classifications when there are several', async () => {
    mockCatalogue();
    renderBrowser('/m/gameList?gameType=LIVE');
    const menu = await screen.findByRole('list', { name: 'Game type' });
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Baccarat' })).toBeInTheDocument());
    expect(within(menu).queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('searches by the trimmed name from page 1', async () => {
    const { calls } = mockCatalogue();
    const { user } = renderBrowser('/m/gameList?gameType=RNG');
    await user.type(screen.getByRole('searchbox', { name: 'Game name' }), '  dragon {Enter}');
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ gameName: 'dragon', pageNo: '1' }));
  });

  it('sends a guest who picks Favourites to login with in_logged_login', async () => {
    mockCatalogue();
    const { user, pathname } = renderBrowser('/m/gameList?gameType=RNG');
    const menu = await screen.findByRole('list', { name: 'Game type' });
    await user.click(within(menu).getByRole('button', { name: 'Favourites' }));
    expect(pathname()).toBe('/m/login');
    expect(screen.getByText('Please log in first.')).toBeInTheDocument();
  });

  it('lists a member’s favourites and drops one as soon as its star is turned off', async () => {
    signIn();
    const kept = makeGame({ gameName: 'Kept Fortune' });
    const dropped = makeGame({ gameName: 'Dropped Fortune' });
    let ids = [kept.nodeId, dropped.nodeId];
    mockApi({
      getGameVendors: ok(makeGameVendors()),
      getGameList: ok(gamePage([kept, dropped])),
      getFavouriteIds: () => ok({ ids }),
      removeFavourite: () => {
        ids = [kept.nodeId];
        return ok({ ids });
      },
    });
    const { user } = renderBrowser('/m/gameList?gameType=RNG&gameClassify=favourite');
    const star = await screen.findByRole('button', { name: 'Favourite: Dropped Fortune' });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await user.click(star);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Dropped Fortune PG Soft' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Kept Fortune PG Soft' })).toBeInTheDocument();
    expect(await screen.findByText('Removed from favourites.')).toBeInTheDocument();
  });
});
