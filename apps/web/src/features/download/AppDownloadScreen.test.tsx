import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStatus } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import AppDownloadScreen from './AppDownloadScreen.tsx';

const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const original = navigator.userAgent;
const useAgent = (agent: string) =>
  Object.defineProperty(navigator, 'userAgent', { value: agent, configurable: true });

const status = makeStatus({
  resources: [
    {
      resourceType: 'Android',
      url: 'https://dl.example/app.apk',
      qrCodeUrl: '/media/qr/android.svg',
      labelNameEn: 'Android app',
    },
    {
      resourceType: 'MOBILECONFIG',
      url: 'https://dl.example/app.mobileconfig',
      qrCodeUrl: '/media/qr/ios.svg',
    },
    { resourceType: 'BONUS', url: 'https://example.com/bonus' },
  ],
});

afterEach(() => useAgent(original));

describe('AppDownloadScreen', () => {
  it('lists the download links with their QR codes, this platform first, with the iOS version note', () => {
    renderInApp(<AppDownloadScreen />, { path: '/m/app', status, install: { platform: 'android' } });
    const links = screen.getAllByRole('link', { name: /^Download for/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://dl.example/app.apk',
      'https://dl.example/app.mobileconfig',
    ]);
    expect(screen.getByRole('img', { name: 'QR code to download for Android app' })).toHaveAttribute(
      'src',
      '/media/qr/android.svg',
    );
    expect(screen.getByText('Needs iOS 12.4 or later.')).toBeInTheDocument();
  });

  it('draws a QR code of the link when the merchant configured no QR image', () => {
    const bare = makeStatus({
      resources: [{ resourceType: 'Android', url: '/downloads/app.apk', labelNameEn: 'Android app' }],
    });
    renderInApp(<AppDownloadScreen />, { path: '/m/app', status: bare, install: { platform: 'android' } });
    const qr = screen.getByRole('img', { name: 'QR code to download for Android app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
  });

  it('an iOS profile link outside Safari shows the notice instead', async () => {
    useAgent(CHROME_IOS);
    const { user } = renderInApp(<AppDownloadScreen />, {
      path: '/m/app',
      status,
      install: { platform: 'ios' },
    });
    await user.click(screen.getByRole('link', { name: 'Download for iPhone and iPad (profile)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByText('Please use Safari for download App.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('inside the app or an installed web app there is nothing to download', () => {
    renderInApp(<AppDownloadScreen />, { path: '/m/app', status, install: { installed: true } });
    expect(screen.getByRole('heading', { name: 'You are already using the app' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Download for/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
  });
});
