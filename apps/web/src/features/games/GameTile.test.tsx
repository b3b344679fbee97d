import { tileStyle } from '@lobby/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { mockApi, ok } from '../../test/api.ts';
import { makeGame, makeGameVendors, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { GameRow } from './GameRow.tsx';
import { GameTile } from './GameTile.tsx';

describe('tile style', () => {
  it('is 1 to 4 from telNodeId modulo 4', () => {
    expect([0, 1, 2, 3, 4, 7, 702450].map(tileStyle)).toEqual([1, 2, 3, 4, 1, 4, 3]);
  });

  it('colours the tile', () => {
    const game = makeGame({ gameName: 'Lucky Stars', telNodeId: 6 });
    renderInApp(<GameTile game={game} favourite={false} onOpen={vi.fn()} onToggleFavourite={vi.fn()} />);
    const open = screen.getByRole('button', { name: 'Lucky Stars PG Soft' });
    expect(open.parentElement).toHaveAttribute('data-style', '3');
    expect(screen.getByRole('button', { name: 'Favourite: Lucky Stars' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('tapping as a guest', () => {
  const renderRow = () =>
    renderInApp(
      <>
        <GameRow games={[makeGame({ gameName: 'Lucky Stars' })]} label="Hot games" />
        <Toaster />
      </>,
    );

  it('sends a guest who taps a star to login with in_logged_login', async () => {
    mockApi({ getGameVendors: ok(makeGameVendors()) });
    const { user, pathname } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Favourite: Lucky Stars' }));
    expect(pathname()).toBe('/m/login');
    expect(screen.getByText('Please log in first.')).toBeInTheDocument();
  });

  it('sends a guest who taps a game to login; a member goes to the launch', async () => {
    mockApi({ getGameVendors: ok(makeGameVendors()), getFavouriteIds: ok({ ids: [] }) });
    const guest = renderRow();
    await guest.user.click(screen.getByRole('button', { name: 'Lucky Stars PG Soft' }));
    expect(guest.pathname()).toBe('/m/login');
    guest.unmount();

    signIn();
    const member = renderRow();
    await member.user.click(screen.getByRole('button', { name: 'Lucky Stars PG Soft' }));
    expect(member.pathname()).toBe('/m/launchGame');
  });
});
