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

  /** Renders a section as an admin, does `edit`, saves with a reason and answers the PUT's settings. */
  async function saveThrough(
    section: string,
    edit: (user: ReturnType<typeof renderPage>['user']) => Promise<void>,
  ): Promise<typeof current.settings> {
    const calls = fakeApi({
      'GET /console/session': session('admin'),
      'GET /console/merchant-settings': () => ({ status: 200, value: current }),
      'PUT /console/merchant-settings': () => ({ status: 200, value: { ...current, version: 3 } }),
    });
    const { user } = renderPage(
      <SettingsPage operatorRole="admin" platform={false} />,
      `/settings?section=${section}`,
    );
    await edit(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the settings' });
    await user.type(within(dialog).getByLabelText('Reason'), 'form change');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT');
    if (!put) throw new Error('no save was sent');
    return (put.body as { settings: typeof current.settings }).settings;
  }

  it('schedules a maintenance window and refuses one ending before it starts', async () => {
    const saved = await saveThrough('maintenance', async (user) => {
      await user.click(await screen.findByRole('switch', { name: 'Maintenance mode' }));
      const starts = screen.getByLabelText('Starts (UTC)');
      const until = screen.getByLabelText('Until (UTC)');
      await user.type(starts, '2030-01-02T10:00');
      await user.type(until, '2030-01-01T10:00');
      expect(until).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.clear(until);
      await user.type(until, '2030-01-02T12:00');
      expect(until).not.toHaveAttribute('aria-invalid');
    });
    expect(saved.config.maintenance).toEqual({
      enabled: true,
      startsAt: '2030-01-02T10:00:00.000Z',
      until: '2030-01-02T12:00:00.000Z',
    });
  });

  it("chooses the merchant's colours with the text's contrast said as it is typed, and saves them", async () => {
    const saved = await saveThrough('brand', async (user) => {
      await user.click(await screen.findByRole('switch', { name: "Use the merchant's own colours" }));
      const primary = screen.getByRole('group', { name: /^Primary/ });
      expect(within(primary).getByRole('status')).toHaveTextContent(/Readable/);
      const fill = within(primary).getByLabelText('Primary colour');
      await user.clear(fill);
      await user.type(fill, '#f7c85a');
      // White on gold: 1.57:1, said rounded down.
      expect(within(primary).getByRole('status')).toHaveTextContent(
        'Contrast of the text on this colour: 1.5:1. Below 4.5:1: players may not be able to read it.',
      );
      await user.clear(fill);
      await user.type(fill, 'red');
      expect(within(primary).getByText(/six hexadecimal digits/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.clear(fill);
      await user.type(fill, '#C0152F');
      expect(within(primary).getByRole('status')).toHaveTextContent('6.1:1. Readable');
    });
    expect(saved.config.brand).toEqual({
      colours: {
        primary: '#c0152f',
        onPrimary: '#ffffff',
        accent: '#f2b431',
        onAccent: '#2a1c00',
        hero: '#6126c9',
        onHero: '#ffffff',
      },
      logo: null,
    });
  });

  it('edits the region restriction lists, each item checked', async () => {
    const saved = await saveThrough('access', async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Add to Blocked countries' }));
      const country = screen.getByRole('textbox', { name: 'Blocked countries, entry 1' });
      await user.type(country, 'k1');
      expect(country).toHaveAttribute('aria-invalid', 'true');
      await user.clear(country);
      await user.type(country, 'kp');
      expect(country).toHaveValue('KP');
      await user.click(screen.getByRole('button', { name: 'Add to Allowed IP ranges' }));
      await user.type(screen.getByRole('textbox', { name: 'Allowed IP ranges, entry 1' }), '203.0.113.0/24');
      await user.click(screen.getByRole('button', { name: 'Add to Allowed IP ranges' }));
      await user.click(screen.getByRole('button', { name: 'Remove Allowed IP ranges, entry 2' }));
    });
    expect(saved.config.region).toMatchObject({
      blockedCountries: ['KP'],
      allowedIpRanges: ['203.0.113.0/24'],
    });
  });

  it('edits login kinds, the captcha and a register field rule', async () => {
    const saved = await saveThrough('signup', async (user) => {
      await user.click(await screen.findByRole('switch', { name: 'Log in with Google' }));
      await user.click(screen.getByRole('switch', { name: 'Image captcha on the register screen' }));
      await user.click(screen.getByRole('switch', { name: 'Ask for Email' }));
      await user.click(screen.getByRole('switch', { name: 'Email required' }));
      const pattern = screen.getByRole('textbox', { name: 'Pattern of Email' });
      await user.type(pattern, '[[');
      expect(pattern).toHaveAttribute('aria-invalid', 'true');
      await user.clear(pattern);
      await user.type(pattern, '@');
    });
    expect(saved.config.whitelabel.GOOGLELOGIN3).toBe(false);
    expect(saved.config.registration).toMatchObject({
      captcha: true,
      fields: { email: { enabled: true, required: true, pattern: '@' } },
    });
  });

  it('edits payout fees and a bank transfer account', async () => {
    const saved = await saveThrough('payments', async (user) => {
      await user.click(await screen.findByRole('switch', { name: 'Members withdraw to a E-wallet' }));
      const fee = screen.getByRole('spinbutton', { name: 'E-wallet: fee in percent' });
      await user.clear(fee);
      await user.type(fee, '2');
      await user.click(screen.getByRole('switch', { name: 'Bank transfer deposits' }));
      await user.type(screen.getByRole('textbox', { name: 'Bank of account 1' }), 'HBL');
      await user.type(screen.getByRole('textbox', { name: 'Name on account 1' }), 'Demo Ltd');
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.type(screen.getByRole('textbox', { name: 'Number of account 1' }), '12345678');
    });
    expect(saved.config.payouts.kinds).toEqual([{ kind: 'e_wallet', fixedFee: 0, percentFee: 2 }]);
    expect(saved.config.bankTransfer?.accounts).toEqual([
      { bankName: 'HBL', accountName: 'Demo Ltd', accountNumber: '12345678' },
    ]);
  });

  it('edits social links, customer service and the footer with checked addresses', async () => {
    const saved = await saveThrough('links', async (user) => {
      const telegram = await screen.findByRole('textbox', { name: 'Telegram' });
      await user.type(telegram, 'not a link');
      expect(telegram).toHaveAttribute('aria-invalid', 'true');
      await user.clear(telegram);
      await user.type(telegram, 'https://t.me/demo');
      await user.click(screen.getByRole('button', { name: 'Add a service entry' }));
      await user.type(screen.getByRole('textbox', { name: 'Address of entry 1' }), '/m/message');
      await user.click(screen.getByRole('switch', { name: 'Live chat item in the footer' }));
    });
    expect(saved.config.socialLinks).toEqual({ telegram: 'https://t.me/demo' });
    expect(saved.config.customerService).toEqual([{ csType: 'LIVECHAT', path: btoa('/m/message') }]);
    expect(saved.config.footerLiveChat).toBe(true);
  });

  it('switches features and, kept across sections, promotions', async () => {
    const features = await saveThrough('general', async (user) => {
      await user.click(await screen.findByRole('switch', { name: 'Reward centre' }));
      await user.click(screen.getByRole('switch', { name: 'Offer every game vendor' }));
      await user.click(screen.getByRole('button', { name: 'Add to Vendors offered' }));
      await user.type(screen.getByRole('textbox', { name: 'Vendors offered, entry 1' }), 'sandbox');
      await user.click(screen.getByRole('button', { name: 'Promotions' }));
      await user.click(await screen.findByRole('switch', { name: 'Missions' }));
    });
    expect(features.config.whitelabel.REWCEN3).toBe(false);
    expect(features.config.gameVendors).toEqual(['SANDBOX']);
    expect(features.config.promotions.MISSION).toEqual({ enabled: false });
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
