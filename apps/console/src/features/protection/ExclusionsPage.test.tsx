import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ExclusionsPage } from './ExclusionsPage.tsx';

const MEMBER = '0b9f6a1e-3c51-4c8e-9d39-5a8e1f0c2b7d';
const ENTRY = '5d2f0c9a-1b7e-4f3a-8e6d-2c4b9a7f1e30';
const session = (role: string) => () => ({
  status: 200,
  value: {
    operator: { id: 'op-1', username: 'sam', role, merchantCode: 'demo' },
    csrfToken: 'csrf-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
  },
});

const exclusion = (active: boolean) => ({
  id: crypto.randomUUID(),
  memberId: MEMBER,
  memberUsername: 'alice',
  kind: 'self_exclusion',
  period: '6m',
  startedAt: '2026-10-01T10:00:00.000Z',
  endsAt: '2027-04-01T10:00:00.000Z',
  reopensAt: null,
  active,
});

const entry = {
  id: ENTRY,
  merchantCode: 'demo',
  mobile: '+92 ****4567',
  username: null,
  reason: 'national register',
  addedBy: 'sam',
  createdAt: '2026-11-25T10:00:00.000Z',
};

const answer =
  (list: object[], register: object[] = [entry]) =>
  () => ({
    status: 200,
    value: { list, page: 1, hasMore: false, register },
  });

describe('exclusions page', () => {
  it('opens on active exclusions, keeps the filters in the address, and lists the register', async () => {
    const calls = fakeApi({
      'GET /console/session': session('auditor'),
      'GET /console/exclusions?state=active': answer([exclusion(true)]),
      'GET /console/exclusions?kind=time_out&state=active': answer([]),
      'GET /console/exclusions?kind=time_out': answer([exclusion(false)]),
    });
    const { user, history } = renderPage(<ExclusionsPage />, '/exclusions');
    const members = await screen.findByRole('table', { name: "Members' time-outs and self-exclusions" });
    expect(within(members).getByRole('link', { name: 'alice' })).toHaveAttribute(
      'href',
      `/members/${MEMBER}`,
    );
    expect(members).toHaveTextContent('Self-exclusion');
    expect(members).toHaveTextContent('6 months');
    const register = screen.getByRole('table', { name: 'Exclusion register' });
    expect(register).toHaveTextContent('+92 ****4567');
    expect(register).toHaveTextContent('national register');
    // The auditor reads only.
    expect(screen.queryByRole('button', { name: 'Add to the register' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Kind'), 'time_out');
    expect(history.at(-1)).toBe('/exclusions?kind=time_out');
    await user.selectOptions(screen.getByLabelText('State'), 'all');
    expect(history.at(-1)).toBe('/exclusions?kind=time_out&state=all');
    await waitFor(() => expect(screen.getByRole('table', { name: /time-outs/ })).toHaveTextContent('Ended'));
    expect(calls.map((call) => call.path)).toContain('/console/exclusions?kind=time_out');
  });

  it('adds an entry by mobile number with a reason, and removes one with a reason', async () => {
    const calls = fakeApi({
      'GET /console/session': session('support'),
      'GET /console/exclusions?state=active': answer([]),
      'POST /console/exclusions/register': () => ({ status: 200, value: entry }),
      [`POST /console/exclusions/register/${ENTRY}/removal`]: () => ({ status: 200, value: entry }),
    });
    const { user } = renderPage(<ExclusionsPage />, '/exclusions');
    await user.click(await screen.findByRole('button', { name: 'Add to the register' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to the register' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await user.type(within(dialog).getByLabelText('Dialing code'), '92');
    await user.type(within(dialog).getByLabelText('Mobile number'), '3001234567');
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'asked to be barred');
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove +92 ****4567' }));
    const removal = screen.getByRole('dialog', { name: 'Remove from the register' });
    expect(removal).toHaveTextContent('Remove +92 ****4567 from the exclusion register?');
    await user.type(within(removal).getByLabelText('Reason'), 'entered wrongly');
    await user.click(within(removal).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      [
        '/console/exclusions/register',
        { countryDialingCode: '92', mobileNum: '3001234567', reason: 'asked to be barred' },
      ],
      [`/console/exclusions/register/${ENTRY}/removal`, { reason: 'entered wrongly' }],
    ]);
    expect(posts.every((call) => call.headers['x-csrf-token'] === 'csrf-1')).toBe(true);
  });
});
