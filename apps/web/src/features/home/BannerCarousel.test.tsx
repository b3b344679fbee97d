import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { putPageData } from '../../test/page-data.ts';
import { renderInApp } from '../../test/render.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';

const banners = [
  { bannerId: 'h1', groupName: 'm_home', title: 'Welcome Bonus', url: '/m/activity', imageUrl: '/b/h1.svg' },
  { bannerId: 'h2', groupName: 'm_home', title: 'Fishing Week', url: null, imageUrl: '/b/h2.svg' },
  {
    bannerId: 'l1',
    groupName: 'm_live',
    title: 'Live Night',
    url: '/m/gameList?gameType=LIVE',
    imageUrl: '/b/l1.svg',
  },
  {
    bannerId: 'g1',
    groupName: 'm_game',
    title: 'Sports',
    url: '/m/gameList?gameType=SPORTS',
    imageUrl: '/b/g1.svg',
  },
];
const model = { id: 'm1', name: 'Mia', avatarUrl: '/m.svg', status: 'streaming', roomType: 'free' };

const putInPage = (language: string) => putPageData('lobby-banners', { language, list: banners });

describe('BannerCarousel', () => {
  it('shows m_home and m_live slides while a live model exists', async () => {
    mockApi({ getBanners: ok({ list: banners }), getLiveModels: ok({ list: [model] }) });
    renderInApp(<BannerCarousel />);
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    expect(await within(carousel).findByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Welcome Bonus' })).toHaveAttribute(
      'href',
      '/m/activity',
    );
    expect(within(carousel).getByRole('img', { name: 'Fishing Week' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Live Night' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('link', { name: 'Sports' })).not.toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Pause the banners' })).toBeInTheDocument();
  });

  it('drops m_live when there is no live model', async () => {
    mockApi({ getBanners: ok({ list: banners }), getLiveModels: ok({ list: [] }) });
    renderInApp(<BannerCarousel />);
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    expect(await within(carousel).findByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    expect(within(carousel).getByRole('group', { name: '2 of 2' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('link', { name: 'Live Night' })).not.toBeInTheDocument();
  });

  it('can be paused', async () => {
    mockApi({ getBanners: ok({ list: banners }), getLiveModels: ok({ list: [] }) });
    const { user } = renderInApp(<BannerCarousel />);
    await user.click(await screen.findByRole('button', { name: 'Pause the banners' }));
    expect(screen.getByRole('button', { name: 'Play the banners' })).toBeInTheDocument();
  });

  it("draws the banners the page carries in the app's language without asking, and asks when they are in another", async () => {
    putInPage('EN');
    const { calls } = mockApi({ getLiveModels: ok({ list: [] }) });
    const { unmount } = renderInApp(<BannerCarousel />);
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    expect(within(carousel).getByRole('link', { name: 'Welcome Bonus' })).toBeInTheDocument();
    expect(document.getElementById('lobby-banners')).toBeNull();
    await screen.findByRole('group', { name: '1 of 2' });
    expect(calls.map((call) => call.operation)).not.toContain('getBanners');
    unmount();

    putInPage('UR');
    const asked = mockApi({ getBanners: ok({ list: banners.slice(1) }), getLiveModels: ok({ list: [] }) });
    renderInApp(<BannerCarousel />);
    expect(await screen.findByRole('img', { name: 'Fishing Week' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Welcome Bonus' })).not.toBeInTheDocument();
    expect(asked.calls.map((call) => call.operation)).toContain('getBanners');
  });

  it('draws only the first picture at first, the other slides and the live models once that has painted', async () => {
    putInPage('EN');
    const { calls } = mockApi({ getLiveModels: ok({ list: [model] }) });
    renderInApp(<BannerCarousel />);
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    expect(within(carousel).getByRole('img', { name: 'Welcome Bonus' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('img')).toHaveLength(1);
    expect(calls.map((call) => call.operation)).not.toContain('getLiveModels');

    expect(await within(carousel).findByRole('img', { name: 'Live Night' })).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: 'Fishing Week' })).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).toContain('getLiveModels');
  });
});
