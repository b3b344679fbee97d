// @vitest-environment jsdom
// The help content goes through DOMPurify, which needs a DOM that runs it correctly (see sanitise-html.test.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api.ts';
import { renderInApp } from '../../test/render.tsx';
import HelpScreen from './HelpScreen.tsx';
import { helpIndex } from './help-index.ts';

const entries = ['Deposits', 'Withdrawals', 'Responsible gambling'].map((title, index) => ({
  id: `h${index}`,
  title,
  content: `<p>About ${title.toLowerCase()}</p><img src="x" onerror="alert(1)">`,
}));

describe('HelpScreen', () => {
  it('opens the entry i selects beside the menu of titles, through the sanitiser', async () => {
    mockApi({ getHelpCentre: ok({ list: entries }) });
    renderInApp(<HelpScreen />, { path: '/m/help?i=2' });
    const menu = await screen.findByRole('navigation', { name: 'Help topics' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Deposits', 'Withdrawals', 'Responsible gambling']);
    expect(within(menu).getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const article = screen.getByRole('article', { name: 'Responsible gambling' });
    expect(within(article).getByText('About responsible gambling')).toBeInTheDocument();
    expect(article.innerHTML).not.toContain('onerror');
  });

  it('shows the first entry without i, and an empty state without entries', async () => {
    mockApi({ getHelpCentre: ok({ list: entries }) });
    const view = renderInApp(<HelpScreen />, { path: '/m/help' });
    expect(await screen.findByRole('article', { name: 'Deposits' })).toBeInTheDocument();
    view.unmount();

    mockApi({ getHelpCentre: ok({ list: [] }) });
    renderInApp(<HelpScreen />, { path: '/m/help' });
    expect(await screen.findByRole('heading', { name: 'No help topics yet' })).toBeInTheDocument();
  });

  it('reads i as a list position, 0 when it is not one', () => {
    expect(helpIndex('2', 3)).toBe(2);
    expect(helpIndex(null, 3)).toBe(0);
    expect(helpIndex('3', 3)).toBe(0);
    expect(helpIndex('-1', 3)).toBe(0);
    expect(helpIndex('x', 3)).toBe(0);
  });
});
