import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { type ApiCall, mockApi, ok, refuse } from '../../test/api.ts';
import { makeGameVendors, signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { useWallet } from '../wallet/index.ts';
import LaunchGameScreen from './LaunchGameScreen.tsx';

/** The header's balance, loaded as the app loads it. */
function WalletProbe() {
  useWallet();
  return null;
}

/** The screen only on its route, as the router shows it. */
const screenOnItsRoute = (
  <>
    <Route path="/m/launchGame">
      <LaunchGameScreen />
    </Route>
    <Toaster />
  </>
);

const launched = (url: string, open: 'frame' | 'page', gameName = '') =>
  ok({ url, open, freePlay: false, gameName, expiresAt: '2030-01-01T00:00:00.000Z' });

const queryOf = (calls: ApiCall[]) =>
  Object.fromEntries(
    new URL(calls.find((call) => call.operation === 'launchGame')?.path ?? '', 'http://test').searchParams,
  );

const slotPath = '/m/launchGame?gameId=g7&code=pg-7&freePlay=1&nodeId=107&vendor=PG&gameType=RNG';

describe('LaunchGameScreen', () => {
  it('frames a vendor game titled with its name in the app theme, and closing goes back home without history', async () => {
    signIn();
    const { calls } = mockApi({
      getGameVendors: ok(makeGameVendors()),
      launchGame: launched('/sandbox/games/slots/?token=abc', 'frame', 'Lucky Sevens'),
    });
    const { user, pathname } = renderInApp(screenOnItsRoute, { path: slotPath });
    expect(screen.getByText('Starting the game…')).toBeInTheDocument();
    const frame = await screen.findByTitle('Lucky Sevens');
    expect(frame).toHaveAttribute('src', '/sandbox/games/slots/?token=abc&theme=dark');
    expect(queryOf(calls)).toMatchObject({
      gameCategory: 'RNG',
      vendor: 'PG',
      gameId: 'g7',
      nodeId: '107',
    });
    expect(queryOf(calls)).not.toHaveProperty('freePlay');
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    expect(pathname()).toBe('/m/home');
  });

  it('a trial account plays its trial balance, not free credits; an unnamed game gets the generic title', async () => {
    signIn(4, 'trial01');
    const { calls } = mockApi({
      getGameVendors: ok(makeGameVendors()),
      launchGame: launched('/sandbox/games/slots/?token=abc', 'frame'),
    });
    renderInApp(screenOnItsRoute, { path: slotPath });
    await screen.findByTitle('Game');
    expect(queryOf(calls)).not.toHaveProperty('freePlay');
  });

  it('closing goes one step back to where the player came from', async () => {
    signIn();
    mockApi({
      getGameVendors: ok(makeGameVendors()),
      launchGame: launched('/sandbox/games/slots/', 'frame'),
    });
    const { user, pathname, navigate } = renderInApp(screenOnItsRoute, {
      path: '/m/gameList',
      history: 'browser',
    });
    navigate(slotPath);
    await user.click(await screen.findByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(pathname()).toBe('/m/gameList'));
  });

  it('opens a lottery launch as a page, keeping pageBack', async () => {
    signIn();
    const { calls } = mockApi({
      getGameVendors: ok(makeGameVendors()),
      launchGame: launched('/m/lotto-h5/default/trad/games/lobby?token=t&merchant=demo', 'page'),
    });
    const { pathname } = renderInApp(screenOnItsRoute, {
      path: '/m/launchGame?playType=trad&gameId=&gameGroupId=&prize_mode=SEA&code=lobby&nodeId=&vendor=TCG_SEA&gameType=LOTT&pageBack=home',
      history: 'browser',
    });
    await waitFor(() => expect(pathname()).toBe('/m/lotto-h5/default/trad/games/lobby'));
    expect(window.location.search).toBe('?token=t&merchant=demo&pageBack=home');
    expect(queryOf(calls)).toMatchObject({
      gameCategory: 'LOTT',
      vendor: 'TCG_SEA',
      gameId: 'lobby',
      playType: 'trad',
      prizeMode: 'SEA',
    });
  });

  it('the footer’s lottery entry launches the lobby of the first lottery vendor of the mapping', async () => {
    signIn();
    const { calls } = mockApi({
      getGameVendors: ok(makeGameVendors()),
      launchGame: launched('/m/lotto-h5/default/trad/games/lobby?token=t', 'page'),
    });
    renderInApp(screenOnItsRoute, { path: '/m/launchGame?playType=trad&code=lobby&pageBack=home' });
    await waitFor(() => expect(queryOf(calls)).toMatchObject({ vendor: 'TCG_LOTTO_VN' }));
    expect(queryOf(calls)).toMatchObject({
      gameCategory: 'LOTT',
      gameId: 'lobby',
      playType: 'trad',
      prizeMode: 'ELOTT',
    });
  });

  it('sends guests to login', async () => {
    const { calls } = mockApi({ getGameVendors: ok(makeGameVendors()) });
    const { pathname } = renderInApp(screenOnItsRoute, { path: slotPath });
    await waitFor(() => expect(pathname()).toBe('/m/login'));
    expect(calls.some((call) => call.operation === 'launchGame')).toBe(false);
  });

  it('a refusal is a translated toast, then back', async () => {
    signIn();
    mockApi({ getGameVendors: ok(makeGameVendors()), launchGame: refuse('game_not_found', 404) });
    const { pathname } = renderInApp(screenOnItsRoute, { path: slotPath });
    expect(await screen.findByText('This game is not available.')).toBeInTheDocument();
    expect(pathname()).toBe('/m/home');
  });

  it("a vendor in maintenance says so with the operator's message, then back", async () => {
    signIn();
    mockApi({
      getGameVendors: ok(makeGameVendors()),
      launchGame: refuse('vendor_maintenance', 503, { field: 'vendor', message: 'Back at noon.' }),
    });
    const { pathname } = renderInApp(screenOnItsRoute, { path: slotPath });
    expect(await screen.findByText(/under maintenance/)).toHaveTextContent(
      'This game provider is under maintenance. Please try again later. Back at noon.',
    );
    expect(pathname()).toBe('/m/home');
  });

  it('a launch refused for identity says why and links to the identity documents', async () => {
    signIn();
    mockApi({ getGameVendors: ok(makeGameVendors()), launchGame: refuse('identity_not_verified', 403) });
    const { user, pathname } = renderInApp(screenOnItsRoute, { path: slotPath });
    expect(await screen.findByRole('heading', { name: 'Verify your identity to play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload identity documents' })).toHaveAttribute(
      'href',
      '/m/responsibleGaming',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(pathname()).toBe('/m/home');
  });

  it('leaving the game by Back, not the close button, reloads the balance', async () => {
    signIn();
    const { calls } = mockApi({
      getGameVendors: ok(makeGameVendors()),
      getWallet: ok({ sumBalance: 10, currencyCode: 'PKR', currencySymbol: 'Rs' }),
      launchGame: launched('/sandbox/games/slots/', 'frame'),
    });
    const walletLoads = () => calls.filter((call) => call.operation === 'getWallet').length;
    const { navigate } = renderInApp(
      <>
        <WalletProbe />
        {screenOnItsRoute}
      </>,
      { path: '/m/gameList', history: 'browser' },
    );
    navigate(slotPath);
    await screen.findByTitle('Game');
    expect(walletLoads()).toBe(1);
    navigate('/m/gameList');
    await waitFor(() => expect(walletLoads()).toBe(2));
  });
});
