import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { makeStatus } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

it('switching to Urdu turns the page right-to-left and renames the controls; English turns it back', async () => {
  const { user } = renderInApp(<LanguageSwitch />);
  await user.click(screen.getByRole('button', { name: 'اردو' }));
  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  expect(screen.getByRole('group', { name: 'زبان' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'اردو' })).toHaveAttribute('aria-pressed', 'true');
  expect(localStorage.getItem('lobby.language')).toBe('UR');

  await user.click(screen.getByRole('button', { name: 'EN' }));
  await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
});

it('offers only the header languages the merchant configures, and is left out with fewer than two', () => {
  renderInApp(<LanguageSwitch />, { status: makeStatus({ languages: ['EN', 'CN'] }) });
  expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
});
