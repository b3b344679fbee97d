import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MerchantsPage } from './MerchantsPage.tsx';

const merchant = (code: string, extra: object = {}) => ({
  code,
  name: code,
  domains: [`${code}.example`],
  currency: 'USD',
  timezone: 'UTC',
  defaultLanguage: 'EN',
  isDefault: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const platformSession = () => ({
  status: 200,
  value: {
    operator: { id: crypto.randomUUID(), username: 'root', role: 'owner', merchantCode: null },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});

describe('merchants page', () => {
  it('says what is wrong under each field before sending, and a taken domain under Domains', async () => {
    const calls = fakeApi({
      'GET /console/session': platformSession,
      'GET /console/merchants?page=1': () => ({
        status: 200,
        value: { list: [merchant('demo', { isDefault: true })], page: 1, hasMore: false },
      }),
      'POST /console/merchants': () => ({
        status: 400,
        code: 'domain_taken',
        value: { field: 'domains.0' },
      }),
    });
    const { user } = renderPage(<MerchantsPage />, '/merchants');
    const table = await screen.findByRole('table', { name: 'Merchants' });
    expect(within(table).getByRole('cell', { name: 'demo.example' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New merchant' }));
    const dialog = await screen.findByRole('dialog', { name: 'New merchant' });
    await user.type(within(dialog).getByLabelText('Code'), 'Bad Code');
    await user.type(within(dialog).getByLabelText('Domains'), 'https://bad host');
    await user.clear(within(dialog).getByLabelText('Currency'));
    await user.type(within(dialog).getByLabelText('Currency'), 'JPY');
    await user.click(within(dialog).getByRole('button', { name: 'New merchant' }));
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(/lower-case letters/);
    expect(within(dialog).getByLabelText('Domains')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Currency')).toHaveAccessibleDescription(/minor unit/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'acme');
    await user.clear(within(dialog).getByLabelText('Domains'));
    await user.type(within(dialog).getByLabelText('Domains'), 'demo.example');
    await user.clear(within(dialog).getByLabelText('Currency'));
    await user.type(within(dialog).getByLabelText('Currency'), 'eur');
    await user.selectOptions(within(dialog).getByLabelText('Copy settings from'), 'demo');
    await user.click(within(dialog).getByRole('button', { name: 'New merchant' }));
    expect(await within(dialog).findByText('Another merchant answers on this domain already.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'acme',
      domains: ['demo.example'],
      currency: 'eur',
      timezone: 'UTC',
      defaultLanguage: 'EN',
      copyFrom: 'demo',
    });
  });

  it('finds the merchant to copy by part of its code or name, beyond the first page', async () => {
    fakeApi({
      'GET /console/session': platformSession,
      'GET /console/merchants?page=1': () => ({
        status: 200,
        value: { list: [merchant('demo', { isDefault: true })], page: 1, hasMore: true },
      }),
      'GET /console/merchants?page=1&q=zeta': () => ({
        status: 200,
        value: { list: [merchant('zeta-88', { name: 'Zeta Play' })], page: 1, hasMore: false },
      }),
    });
    const { user } = renderPage(<MerchantsPage />, '/merchants');
    await user.click(await screen.findByRole('button', { name: 'New merchant' }));
    const dialog = await screen.findByRole('dialog', { name: 'New merchant' });
    const picker = within(dialog).getByLabelText('Copy settings from');
    expect(within(picker).queryByRole('option', { name: /zeta/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Find the merchant to copy'), 'zeta');
    await user.selectOptions(
      picker,
      await within(picker).findByRole('option', { name: 'zeta-88 (Zeta Play)' }),
    );
    expect(picker).toHaveValue('zeta-88');
  });

  it('edits a merchant with a reason and says a taken domain under Domains', async () => {
    let answer = { status: 400, code: 'domain_taken', value: { field: 'domains.1' } } as {
      status: number;
      code?: string;
      value?: unknown;
    };
    const calls = fakeApi({
      'GET /console/session': platformSession,
      'GET /console/merchants?page=1': () => ({
        status: 200,
        value: { list: [merchant('acme', { name: 'Acme' })], page: 1, hasMore: false },
      }),
      'PUT /console/merchants/acme': () => answer,
    });
    const { user } = renderPage(<MerchantsPage />, '/merchants');
    await user.click(await screen.findByRole('button', { name: 'Edit merchant acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit merchant acme' });
    expect(within(dialog).getByLabelText('Domains')).toHaveValue('acme.example');
    await user.type(within(dialog).getByLabelText('Domains'), '\ndemo.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Second site');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another merchant answers on this domain already.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Acme',
      domains: ['acme.example', 'demo.example'],
      timezone: 'UTC',
      defaultLanguage: 'EN',
      reason: 'Second site',
    });
    answer = { status: 200, value: merchant('acme', { name: 'Acme' }) };
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Merchant acme saved. Its domains serve it now on every server.'),
    ).toBeVisible();
  });
});
