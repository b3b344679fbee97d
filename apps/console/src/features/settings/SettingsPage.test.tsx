import { MerchantConfig, PROMO_KEYS, WHITELABEL_SWITCHES } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SettingsPage } from './SettingsPage.tsx';

const session = (role: string) => () => ({
  status: 200,
  value: {
    operator: { id: 'op-1', username: 'sam', role, merchantCode: 'demo' },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});

const config = MerchantConfig.parse({
  name: 'Demo',
  mainDomain: 'localhost',
  currency: { code: 'PKR', symbol: 'Rs' },
  languages: ['EN', 'UR'],
  defaultLanguage: 'EN',
  whitelabel: Object.fromEntries(WHITELABEL_SWITCHES.map((key) => [key, true])),
  promotions: Object.fromEntries(PROMO_KEYS.map((key) => [key, { enabled: true }])),
  customerService: [],
  resources: [],
  socialLinks: {},
  mobileTemplate: { mem_cen: '1', dep_func: '1' },
  imageCDNs: [],
  appWindow: true,
  footerLiveChat: false,
  minimumAge: 18,
  maintenance: { enabled: false },
  region: {},
  statusReading: 'maintenance-first',
});

const current = {
  merchantCode: 'demo',
  version: 2,
  merchantCodes: ['demo'],
  settings: {
    config,
    merchant: {
      timezone: 'Asia/Karachi',
      marketCountry: 'PK',
      limitCoolingOffHours: 24,
      adjustmentApprovalThresholdMinor: 100_000,
    },
  },
};

const versions = {
  merchantCode: 'demo',
  page: 1,
  hasMore: false,
  list: [
    {
      version: 2,
      createdAt: '2026-11-25T10:00:00.000Z',
      operatorUsername: 'sam',
      reason: 'partner site offers it',
      restoredFrom: null,
      changes: [{ path: 'config.protectionTools.timeOut', before: true, after: false }],
    },
    {
      version: 1,
      createdAt: '2026-11-25T09:00:00.000Z',
      operatorUsername: null,
      reason: null,
      restoredFrom: null,
      changes: [],
    },
  ],
};

describe('settings page', () => {
  it('edits the protection section with checks per field and saves it with a reason', async () => {
    const calls = fakeApi({
      'GET /console/session': session('admin'),
      'GET /console/merchant-settings': () => ({ status: 200, value: current }),
      'PUT /console/merchant-settings': () => ({ status: 200, value: { ...current, version: 3 } }),
    });
    const { user } = renderPage(<SettingsPage operatorRole="admin" platform={false} />, '/settings');
    const timeOut = await screen.findByRole('switch', { name: 'Time-out' });
    expect(timeOut).toBeChecked();
    await user.click(timeOut);
    await user.selectOptions(screen.getByLabelText('Default reality-check interval'), '30');
    const coolingOff = screen.getByLabelText('Cooling-off of raised limits (hours)');
    await user.clear(coolingOff);
    await user.type(coolingOff, '12');
    expect(screen.getByText('The value is too small.')).toBeInTheDocument();
    expect(coolingOff).toHaveAttribute('aria-invalid', 'true');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(coolingOff);
    await user.type(coolingOff, '48');
    await user.click(save);
    const dialog = screen.getByRole('dialog', { name: 'Save the settings' });
    await user.type(within(dialog).getByLabelText('Reason'), 'partner site offers it');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.headers['x-csrf-token']).toBe('csrf-1');
    expect(put?.body).toMatchObject({
      merchantCode: 'demo',
      baseVersion: 2,
      reason: 'partner site offers it',
      settings: {
        config: { protectionTools: { timeOut: false, limits: true }, realityCheckMinutes: 30 },
        merchant: { limitCoolingOffHours: 48 },
      },
    });
  });

  it('shows content the protection section read only', async () => {
    fakeApi({
      'GET /console/session': session('content'),
      'GET /console/merchant-settings': () => ({ status: 200, value: current }),
    });
    renderPage(<SettingsPage operatorRole="content" platform={false} />, '/settings');
    expect(await screen.findByRole('switch', { name: 'Time-out' })).toBeDisabled();
    expect(
      screen.getByText('Only the owner and the admin change the protection settings.'),
    ).toBeInTheDocument();
  });

  it('lists the versions with their changes and restores one with a reason', async () => {
    const calls = fakeApi({
      'GET /console/session': session('owner'),
      'GET /console/merchant-settings': () => ({ status: 200, value: current }),
      'GET /console/merchant-settings/versions?merchantCode=demo': () => ({ status: 200, value: versions }),
      'POST /console/merchant-settings/versions/1/restore': () => ({ status: 200, value: current }),
    });
    const { user, history } = renderPage(<SettingsPage operatorRole="owner" platform={false} />, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Versions' }));
    expect(history.at(-1)).toBe('/settings?section=versions');
    const table = await screen.findByRole('table', { name: 'Versions of the settings' });
    expect(table).toHaveTextContent('config.protectionTools.timeOut: true → false');
    expect(table).toHaveTextContent('Before the first save');
    await user.click(within(table).getByRole('button', { name: 'Restore version 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1' });
    await user.type(within(dialog).getByLabelText('Reason'), 'back to the start');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      merchantCode: 'demo',
      reason: 'back to the start',
    });
  });
});

describe('settings page: winner board and jackpot (decision 0062)', () => {
  it('edits both with checks per field, previews them as players see home and saves them', async () => {
    const calls = fakeApi({
      'GET /console/session': session('content'),
      'GET /console/merchant-settings': () => ({ status: 200, value: current }),
      'PUT /console/merchant-settings': () => ({ status: 200, value: { ...current, version: 3 } }),
    });
    const { user } = renderPage(
      <SettingsPage operatorRole="content" platform={false} />,
      '/settings?section=home',
    );
    const preview = await screen.findByRole('figure');
    expect(within(preview).getByText('As players see home with these settings')).toBeInTheDocument();
    expect(within(preview).getByText('Rs23,767,436.69')).toBeInTheDocument();
    expect(within(preview).getByText('The latest 100 wins')).toBeInTheDocument();

    const maximum = screen.getByLabelText('Maximum');
    await user.clear(maximum);
    await user.type(maximum, '1000');
    expect(maximum).toHaveAttribute('aria-invalid', 'true');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(maximum);
    await user.type(maximum, '30000000');
    const size = screen.getByLabelText('Wins listed');
    await user.clear(size);
    await user.type(size, '20');
    const smallest = screen.getByLabelText('Smallest win listed');
    await user.clear(smallest);
    await user.type(smallest, '250.5');
    expect(within(preview).getByText('The latest 20 wins of at least Rs250.50')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show the jackpot counter on home' }));
    expect(within(preview).getByText('No jackpot counter')).toBeInTheDocument();

    await user.click(save);
    const dialog = screen.getByRole('dialog', { name: 'Save the settings' });
    await user.type(within(dialog).getByLabelText('Reason'), 'summer look');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      settings: {
        config: {
          winnerBoard: { shown: true, size: 20, minimumWin: 250.5 },
          jackpot: { shown: false, maximum: 30_000_000, start: 23_767_436.69 },
        },
      },
    });
  });
});
