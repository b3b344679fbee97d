import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { type ApiCall, mockApi, ok } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { useWallet } from '../wallet/index.ts';
import LottoHostScreen from './LottoHostScreen.tsx';

/** The header's balance, loaded as the app loads it. */
function WalletProbe() {
  useWallet();
  return null;
}

const withWallet = (
  <>
    <WalletProbe />
    <Route path="/m/lotto-h5/*">
      <LottoHostScreen />
    </Route>
  </>
);

const walletLoads = (calls: ApiCall[]) => calls.filter((call) => call.operation === 'getWallet').length;

const query = 'token=t1&merchant=demo&css=demo.css&prize_mode=NORMAL';

describe('LottoHostScreen', () => {
  it('frames the vendor’s lottery app with the page’s query and the app’s theme', () => {
    signIn();
    renderInApp(<LottoHostScreen />, {
      path: `/m/lotto-h5/default/ent/games/lobby?${query}`,
      history: 'browser',
    });
    expect(screen.getByTitle('Lottery')).toHaveAttribute(
      'src',
      `/sandbox/lotto-h5/default/ent/games/lobby?${query}&theme=dark`,
    );
    const sandbox = screen.getByTitle('Lottery').getAttribute('sandbox') ?? '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
    // A modal over the app: the page behind is inert until the game closes.
    const dialog = screen.getByRole('dialog', { name: 'Lottery' });
    const behind = Array.from(document.body.children).filter((element) => element !== dialog);
    expect(behind.length).toBeGreaterThan(0);
    expect(behind.every((element) => (element as HTMLElement).inert)).toBe(true);
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

  it('closing replaces the lottery page, so Back does not reopen it', async () => {
    signIn();
    const { user, navigate, pathname } = renderInApp(withWallet, { path: '/m/home', history: 'browser' });
    navigate(`/m/lotto-h5/default/trad/games/lobby?${query}`);
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    expect(pathname()).toBe('/m/game');
    act(() => window.history.back());
    await waitFor(() => expect(pathname()).toBe('/m/home'));
  });

  it('leaving by Back reloads the balance once', async () => {
    signIn();
    const { calls } = mockApi({
      getWallet: ok({ sumBalance: 10, currencyCode: 'PKR', currencySymbol: 'Rs' }),
    });
    const { navigate } = renderInApp(withWallet, {
      path: `/m/lotto-h5/default/trad/games/lobby?${query}`,
      history: 'browser',
    });
    await waitFor(() => expect(walletLoads(calls)).toBe(1));
    navigate('/m/game');
    await waitFor(() => expect(walletLoads(calls)).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(walletLoads(calls)).toBe(2);
  });
});
