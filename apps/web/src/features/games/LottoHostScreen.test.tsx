import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import LottoHostScreen from './LottoHostScreen.tsx';

const query = 'token=t1&merchant=demo&css=demo.css&prize_mode=NORMAL';

describe('LottoHostScreen', () => {
  it('frames the vendor’s lottery app with the page’s query', () => {
    signIn();
    renderInApp(<LottoHostScreen />, {
      path: `/m/lotto-h5/default/ent/games/lobby?${query}`,
      history: 'browser',
    });
    expect(screen.getByTitle('Lottery')).toHaveAttribute(
      'src',
      `/sandbox/lotto-h5/default/ent/games/lobby?${query}`,
    );
  });

  it('closes to the game lobby, or home when the player came from the footer', async () => {
    signIn();
    const first = renderInApp(<LottoHostScreen />, {
      path: `/m/lotto-h5/default/trad/games/lobby?${query}`,
      history: 'browser',
    });
    await first.user.click(screen.getByRole('button', { name: 'Close game' }));
    expect(first.pathname()).toBe('/m/game');
    first.unmount();

    const second = renderInApp(<LottoHostScreen />, {
      path: `/m/lotto-h5/default/trad/games/lobby?${query}&pageBack=home`,
      history: 'browser',
    });
    expect(screen.getByTitle('Lottery').getAttribute('src')).not.toContain('pageBack');
    await second.user.click(screen.getByRole('button', { name: 'Close game' }));
    expect(second.pathname()).toBe('/m/home');
  });
});
