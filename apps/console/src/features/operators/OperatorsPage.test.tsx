import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { OperatorsPage } from './OperatorsPage.tsx';

const operator = (username: string, extra: object) => ({
  id: crypto.randomUUID(),
  username,
  role: 'support',
  merchantCode: 'demo',
  enrolled: true,
  disabled: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

describe('operators page', () => {
  it('lists the operators with role, merchant and status in words', async () => {
    fakeApi({
      'GET /console/operators': () => ({
        status: 200,
        value: {
          list: [
            operator('admin', { role: 'owner' }),
            operator('alice', { role: 'finance', enrolled: false }),
            operator('bob', { merchantCode: null, disabled: true }),
          ],
        },
      }),
    });
    renderPage(<OperatorsPage />, '/operators');
    const table = await screen.findByRole('table', { name: 'Operators' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: 'Owner' })).toBeInTheDocument();
    expect(
      within(rows[2] as HTMLElement).getByRole('cell', { name: 'Waiting for enrolment' }),
    ).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByRole('cell', { name: 'All merchants' })).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByRole('cell', { name: 'Disabled' })).toBeInTheDocument();
  });

  it('says so when the role may not list operators, with a retry', async () => {
    fakeApi({ 'GET /console/operators': () => ({ status: 403, code: 'forbidden' }) });
    renderPage(<OperatorsPage />, '/operators');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an owner creates an operator and gets the one-time enrolment link; another role sees no buttons', async () => {
    const created = operator('cashier1', { role: 'finance', enrolled: false });
    const calls = fakeApi({
      'GET /console/session': () => ({
        status: 200,
        value: {
          operator: { id: crypto.randomUUID(), username: 'admin', role: 'owner', merchantCode: 'demo' },
          csrfToken: 'csrf-1',
          expiresAt: '2026-11-25T12:00:00.000Z',
        },
      }),
      'GET /console/operators': () => ({ status: 200, value: { list: [operator('alice', {})] } }),
      'POST /console/operators': () => ({
        status: 200,
        value: { operator: created, enrolmentPath: '/console/enrol#token-1' },
      }),
    });
    const { user } = renderPage(<OperatorsPage />, '/operators');
    await user.click(await screen.findByRole('button', { name: 'New operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'New operator' });
    expect(within(dialog).queryByLabelText(/Merchant code/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Username'), 'cashier1');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'finance');
    await user.click(within(dialog).getByRole('button', { name: 'New operator' }));
    expect(await within(dialog).findByLabelText('Enrolment link')).toHaveValue(
      `${window.location.origin}/console/enrol#token-1`,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'cashier1',
      role: 'finance',
      merchantCode: 'demo',
    });
  });

  it("changes another operator's role with a reason; server refusals are in words", async () => {
    const alice = operator('alice', {});
    const calls = fakeApi({
      'GET /console/session': () => ({
        status: 200,
        value: {
          operator: { id: crypto.randomUUID(), username: 'admin', role: 'owner', merchantCode: 'demo' },
          csrfToken: 'csrf-1',
          expiresAt: '2026-11-25T12:00:00.000Z',
        },
      }),
      'GET /console/operators': () => ({ status: 200, value: { list: [alice] } }),
      [`PATCH /console/operators/${alice.id}`]: () => ({ status: 409, code: 'operator_self_change' }),
    });
    const { user } = renderPage(<OperatorsPage />, '/operators');
    await user.click(await screen.findByRole('button', { name: 'Change alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change alice' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'auditor');
    await user.selectOptions(within(dialog).getByLabelText('Access'), 'disabled');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'left the team');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot change your own role');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      role: 'auditor',
      disabled: true,
      reason: 'left the team',
    });
  });

  it('sorts by a header, telling assistive technology the order', async () => {
    fakeApi({
      'GET /console/operators': () => ({
        status: 200,
        value: { list: [operator('bob', {}), operator('alice', {}), operator('carol', {})] },
      }),
    });
    const { user } = renderPage(<OperatorsPage />, '/operators');
    const table = await screen.findByRole('table', { name: 'Operators' });
    const header = within(table).getByRole('columnheader', { name: /Username/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent);
    expect(names()).toEqual(['alice', 'bob', 'carol']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['carol', 'bob', 'alice']);
    expect(screen.queryByRole('button', { name: 'New operator' })).not.toBeInTheDocument();
  });
});
