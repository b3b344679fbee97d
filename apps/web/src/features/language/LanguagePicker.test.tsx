import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
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
