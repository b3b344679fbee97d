import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { makeGameVendors } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import type { BrowseState } from './browse-state.ts';
import FilterPanel from './FilterPanel.tsx';

const state = (extra: Partial<BrowseState> = {}): BrowseState => ({
  gameType: 'RNG',
  gameClassify: 'all',
  vendors: [],
  gameName: '',
  minBet: undefined,
  ...extra,
});

function renderPanel(gameType: BrowseState['gameType'] & string, current = state({ gameType })) {
  mockApi({ getGameVendors: ok(makeGameVendors()) });
  const onApply = vi.fn();
  const onClose = vi.fn();
  const view = renderInApp(
    <FilterPanel gameType={gameType} state={current} onApply={onApply} onClose={onClose} />,
    {
      path: `/m/gameList?gameType=${gameType}`,
    },
  );
  return { ...view, onApply, onClose };
}

describe('FilterPanel', () => {
  it('toggles vendors and applies them with the RNG game type and minimum bet', async () => {
    const { user, onApply } = renderPanel('RNG');
    const dialog = screen.getByRole('dialog', { name: 'Filter games' });
    const providers = within(dialog).getByRole('group', { name: 'Providers' });
    const pg = await within(providers).findByRole('button', { name: /PG Games/ });
    await user.click(pg);
    expect(pg).toHaveAttribute('aria-pressed', 'true');

    const types = within(dialog).getByRole('group', { name: 'Game type' });
    await user.click(within(types).getByRole('button', { name: 'Megaways' }));
    const bets = within(dialog).getByRole('group', { name: 'Minimum bet' });
    expect(
      within(bets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', '0.01', '0.05', '0.1', '0.5', '0.75']);
    await user.click(within(bets).getByRole('button', { name: '0.5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ vendors: ['PG'], gameClassify: 'Megaways', minBet: 0.5 });
  });

  it('resets the choices', async () => {
    const { user, onApply } = renderPanel(
      'RNG',
      state({ vendors: ['PG'], minBet: 0.1, gameClassify: 'Slots' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Filter games' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ vendors: [], gameClassify: 'all', minBet: undefined });
  });

  it('has no game type or minimum bet outside RNG', async () => {
    renderPanel('LIVE');
    const dialog = screen.getByRole('dialog', { name: 'Filter games' });
    expect(await within(dialog).findByRole('button', { name: /EVO Games/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Game type' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Minimum bet' })).not.toBeInTheDocument();
  });

  it('lists the other categories without ELOTT; lottery opens the lottery screen', async () => {
    const { user, pathname, onClose } = renderPanel('RNG');
    const others = screen.getByRole('navigation', { name: 'Other categories' });
    await waitFor(() =>
      expect(within(others).getByRole('link', { name: 'Live casino' })).toBeInTheDocument(),
    );
    const names = within(others)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Live casino', 'Fishing', 'Sports', 'Lottery', 'PVP', 'In-house']);
    expect(within(others).getByRole('link', { name: 'Live casino' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=LIVE',
    );
    await user.click(within(others).getByRole('link', { name: 'Lottery' }));
    expect(pathname()).toBe('/m/lottery');
    expect(onClose).toHaveBeenCalled();
  });
});
