import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../test/api.ts';
import { gamePage, makeGame, makeGameVendors, makeStatus } from '../../test/fixtures.ts';
import { putPageData } from '../../test/page-data.ts';
import { renderInApp } from '../../test/render.tsx';
import HomeScreen from './HomeScreen.tsx';

const queryOf = (call: ApiCall) => Object.fromEntries(new URL(call.path, 'http://x').searchParams);
const announcement = (id: string, type: string, title: string) => ({
  id,
  type,
  title,
  content: '<p>x</p>',
  read: false,
  createdAt: '2026-05-01T10:00:00.000Z',
});

function mockHome() {
  return mockApi({
    getGameVendors: ok(makeGameVendors()),
    getGameList: (call) => ok(gamePage([makeGame({ gameName: `${queryOf(call).gameType} hit` })])),
    getHotGames: ok({ list: [makeGame({ gameName: 'Hot hit' })], totalPages: 1 }),
    getBanners: ok({ list: [] }),
    getLiveModels: ok({ list: [] }),
    getAnnouncements: ok({
      banners: [announcement('b1', 'B', 'Welcome aboard')],
      player: [announcement('p1', 'PL', 'Verify your account')],
      popup: [],
      promotion: [announcement('r1', 'PR', 'Weekend reload')],
      agent: [announcement('a1', 'A', 'New dividend tiers')],
    }),
    getWinnerBoard: ok({ list: [] }),
    getHelpCentre: ok({ list: [{ id: 'h', title: 'Deposits', content: '<p>x</p>' }] }),
    getCustomerService: ok({ version: { pathList: [{ type: 'LIVECHAT', path: btoa('/m/message') }] } }),
  });
}

describe('HomeScreen', () => {
  it('shows the jackpot and the winner board as the merchant set them (decision 0062), or not at all', async () => {
    mockHome();
    const jackpot = {
      ...makeStatus().info.jackpot,
      start: 1234.5,
      maximum: 2000,
      stepMin: 0.01,
      stepMax: 0.01,
    };
    const shown = renderInApp(<HomeScreen />, { status: makeStatus({ jackpot }) });
    const counter = await screen.findByRole('region', { name: 'Jackpot' });
    expect(within(counter).getByText(/Rs1,234\.5\d/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Latest winners' })).toBeInTheDocument();
    shown.unmount();

    renderInApp(<HomeScreen />, {
      status: makeStatus({ winnerBoardShown: false, jackpot: { ...jackpot, shown: false } }),
    });
    await screen.findByRole('navigation', { name: 'Game categories' });
    expect(screen.queryByRole('region', { name: 'Jackpot' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest winners' })).toBeNull();
  });

  it('shows the lobby: category menu in the server’s order, sections with view-all, announcements', async () => {
    mockHome();
    renderInApp(<HomeScreen />);
    const menu = screen.getByRole('navigation', { name: 'Game categories' });
    await waitFor(() => expect(within(menu).getAllByRole('link')).toHaveLength(9));
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Lobby',
      'Slots',
      'Live casino',
      'Fishing',
      'Sports',
      'Lottery',
      'E-lottery',
      'PVP',
      'In-house',
    ]);
    expect(within(menu).getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'In-house' })).toHaveAttribute(
      'href',
      '/m/home?pageType=list&gameType=INHOUSE&gameClassify=Crash',
    );

    const hot = await screen.findByRole('region', { name: 'Hot games' });
    expect(within(hot).getByRole('link', { name: 'View all Hot games' })).toHaveAttribute('href', '/m/hot');
    expect(await within(hot).findByRole('button', { name: 'Hot hit PG Soft' })).toBeInTheDocument();
    const slots = await screen.findByRole('region', { name: 'Slots' });
    expect(await within(slots).findByRole('button', { name: 'RNG hit PG Soft' })).toBeInTheDocument();
    // Live casino is vendor-only: vendor tiles, not games.
    const live = await screen.findByRole('region', { name: 'Live casino' });
    expect(await within(live).findByRole('button', { name: /EVO Games/ })).toBeInTheDocument();

    const bar = screen.getByRole('region', { name: 'Announcements' });
    expect(await within(bar).findByRole('link', { name: 'Verify your account' })).toHaveAttribute(
      'href',
      '/m/notice?index=1',
    );
    // Agent notices stay in the notice list: neither the bar nor the ticker runs them.
    expect(within(bar).queryByRole('link', { name: 'New dividend tiers' })).toBeNull();
    const ticker = await screen.findByRole('region', { name: 'Promotion news' });
    expect(within(ticker).getByRole('link', { name: 'Weekend reload' })).toHaveAttribute(
      'href',
      '/m/notice?index=2',
    );
    expect(within(ticker).queryByRole('link', { name: 'New dividend tiers' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Deposits' })).toHaveAttribute('href', '/m/help?i=0');
    expect(await screen.findByRole('link', { name: 'Customer service chat' })).toHaveAttribute(
      'href',
      '/m/message',
    );
    expect(screen.getByRole('region', { name: 'Jackpot' })).toHaveTextContent(
      /Jackpot Rs2[0-9],[0-9]{3},[0-9]{3}\.[0-9]{2}/,
    );
  });

  it("draws a guest's announcements from the page without asking, and asks when the page's are in another language", async () => {
    const putInPage = (language: string) =>
      putPageData('lobby-notices', {
        language,
        groups: {
          banners: [],
          player: [announcement('p9', 'PL', 'Carried by the page')],
          popup: [],
          promotion: [],
          agent: [],
        },
      });
    putInPage('EN');
    const { calls } = mockHome();
    const shown = renderInApp(<HomeScreen />);
    const bar = screen.getByRole('region', { name: 'Announcements' });
    expect(within(bar).getByRole('link', { name: 'Carried by the page' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Hot games' });
    expect(calls.map((call) => call.operation)).not.toContain('getAnnouncements');
    shown.unmount();

    putInPage('UR');
    const asked = mockHome();
    renderInApp(<HomeScreen />);
    expect(await screen.findByRole('link', { name: 'Verify your account' })).toBeInTheDocument();
    expect(asked.calls.map((call) => call.operation)).toContain('getAnnouncements');
    document.getElementById('lobby-notices')?.remove();
  });

  it('draws the category menu from the vendors the page carries, without asking', async () => {
    putPageData('lobby-vendors', { language: 'EN', vendors: makeGameVendors() });
    const { calls } = mockHome();
    renderInApp(<HomeScreen />);
    const menu = screen.getByRole('navigation', { name: 'Game categories' });
    expect(within(menu).getAllByRole('link')).toHaveLength(9);
    await screen.findByRole('region', { name: 'Hot games' });
    expect(calls.map((call) => call.operation)).not.toContain('getGameVendors');
  });

  it('opens a category in list mode from ?pageType=list', async () => {
    const { calls } = mockHome();
    renderInApp(<HomeScreen />, { path: '/m/home?pageType=list&gameType=FISH' });
    const menu = screen.getByRole('navigation', { name: 'Game categories' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Fishing' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(await screen.findByRole('heading', { name: /^Fishing/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.operation === 'getGameList')
          .map(queryOf)
          .at(-1),
      ).toMatchObject({
        gameType: 'FISH',
        pageSize: '24',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Hot games' })).not.toBeInTheDocument();
  });
});
