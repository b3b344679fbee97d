import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { makeGame, makeGameVendors } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { GameGrid } from './GameGrid.tsx';

describe('GameGrid', () => {
  it('draws the first row of tiles at once and the rest a row per task after it, every game in its place', async () => {
    mockApi({ getGameVendors: ok(makeGameVendors()) });
    const games = Array.from({ length: 24 }, (_, index) => makeGame({ gameName: `Game ${index + 1}` }));
    renderInApp(<GameGrid games={games} label="Slots" />);
    const grid = screen.getByRole('list', { name: 'Slots' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(24);
    expect(within(grid).getAllByRole('button', { name: /^Game \d+ / })).toHaveLength(3);
    await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Game \d+ / })).toHaveLength(6));
    expect(within(grid).queryByRole('button', { name: /^Game 7 / })).toBeNull();
    await waitFor(() => expect(within(grid).getByRole('button', { name: /^Game 24 / })).toBeInTheDocument());
    expect(within(grid).getAllByRole('button', { name: /^Game \d+ / })).toHaveLength(24);
  });
});
