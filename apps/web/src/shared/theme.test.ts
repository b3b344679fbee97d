import { describe, expect, it } from 'vitest';
import { applyTheme, readTheme, setTheme, themedUrl } from './theme.ts';

describe('theme', () => {
  it('is dark by default', () => {
    expect(readTheme()).toBe('dark');
  });

  it('persists the choice and applies it to <html>', () => {
    setTheme('light');
    expect(localStorage.getItem('lobby.theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(readTheme()).toBe('light');
    setTheme('dark');
    expect(readTheme()).toBe('dark');
  });

  it('treats an unknown stored value as dark', () => {
    localStorage.setItem('lobby.theme', 'neon');
    expect(readTheme()).toBe('dark');
    applyTheme(readTheme());
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('hands the theme to a page of this origin in its query, before any fragment', () => {
    expect(themedUrl('/sandbox/games/slot/?token=t', 'light')).toBe(
      '/sandbox/games/slot/?token=t&theme=light',
    );
    expect(themedUrl('/chat/#token', 'dark')).toBe('/chat/?theme=dark#token');
  });
});
