import { LANGUAGE_CODES } from '@lobby/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { renderInApp } from '../../test/render.tsx';
import LanguagePicker from './LanguagePicker.tsx';

it('lists languages with their own names, checks the current one and switches on choice', async () => {
  const onClose = vi.fn();
  const { user } = renderInApp(
    <LanguagePicker open onClose={onClose} languages={['EN', 'UR', 'AR', 'TH']} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Choose language' });
  const options = within(within(dialog).getByRole('list')).getAllByRole('button');
  expect(options.map((option) => option.textContent)).toEqual(['English', 'اردو', 'العربية', 'ไทย']);
  expect(within(dialog).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');

  await user.click(within(dialog).getByRole('button', { name: 'العربية' }));
  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  expect(document.documentElement.lang).toBe('ar');
  expect(onClose).toHaveBeenCalled();
});

it('lists every language once: KR and PT-BR only stand for Korean and Portuguese, checked when current', async () => {
  await setLanguage('KR');
  renderInApp(<LanguagePicker open onClose={vi.fn()} languages={LANGUAGE_CODES} />);
  const dialog = screen.getByRole('dialog');
  const options = within(within(dialog).getByRole('list')).getAllByRole('button');
  expect(options).toHaveLength(LANGUAGE_CODES.length - 2);
  expect(new Set(options.map((option) => option.textContent)).size).toBe(options.length);
  expect(options.filter((option) => option.getAttribute('aria-current') === 'true')).toEqual([
    within(dialog).getByRole('button', { name: '한국어' }),
  ]);
  await setLanguage('EN');
});
