import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { renderInApp } from '../../test/render.tsx';
import { WinnerBoard } from './WinnerBoard.tsx';

const winners = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    vo: { customerName: `pl***${index}`, gameName: 'Lucky Stars', iconUrl: '/g.svg', winAmount: 1234.5 },
  }));

describe('WinnerBoard', () => {
  it('lists the winners and stands still with 6 of them', async () => {
    mockApi({ getWinnerBoard: ok({ list: winners(6) }) });
    renderInApp(<WinnerBoard language="EN" />);
    const board = screen.getByRole('region', { name: 'Latest winners' });
    const rows = await within(board).findAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('pl***0Lucky StarsRs1,234.50');
    expect(board.querySelector('[aria-hidden="true"] li')).toBeNull();
  });

  it('scrolls with more than 6, its repeated copy hidden from assistive technology', async () => {
    mockApi({ getWinnerBoard: ok({ list: winners(7) }) });
    renderInApp(<WinnerBoard language="EN" />);
    const board = screen.getByRole('region', { name: 'Latest winners' });
    expect(await within(board).findAllByRole('listitem')).toHaveLength(7);
    expect(board.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(7);
  });
});
