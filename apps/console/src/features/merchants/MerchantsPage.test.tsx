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
        status: 409,
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
});
