import { afterEach, describe, expect, it } from 'vitest';
import { holdBackFirstViewFonts } from './first-view-fonts.ts';
import { loadLanguageFonts } from './language-fonts.ts';

describe('a first visit’s language fonts', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
    Reflect.deleteProperty(document, 'fonts');
    delete document.documentElement.dataset.fonts;
  });

  it('are held back from the first render on, and not when this browser fetched them before', () => {
    localStorage.removeItem('lobby.fonts-fetched');
    expect(holdBackFirstViewFonts('UR')).toBe(true);
    expect(document.documentElement.dataset.fonts).toBe('pending');
    delete document.documentElement.dataset.fonts;
    localStorage.setItem('lobby.fonts-fetched', 'UR');
    expect(holdBackFirstViewFonts('UR')).toBe(false);
    expect(document.documentElement.dataset.fonts).toBeUndefined();
    localStorage.removeItem('lobby.fonts-fetched');
  });

  it('are dropped when another language is set before they were fetched, so nothing keeps its fonts out', async () => {
    // The page still loading, as when the app first sets its language.
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    // jsdom has no font loading: an empty set whose loads answer at once.
    Object.defineProperty(document, 'fonts', {
      value: { [Symbol.iterator]: [][Symbol.iterator], load: async () => [] },
      configurable: true,
    });
    localStorage.removeItem('lobby.fonts-fetched');
    loadLanguageFonts('UR', { firstView: true });
    // The player picks another language before the page has loaded.
    loadLanguageFonts('AR', { firstView: false });
    window.dispatchEvent(new Event('load'));
    // Past the idle wait (a timer where requestIdleCallback is missing, as here).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(document.documentElement.dataset.fonts).toBeUndefined();
    expect(localStorage.getItem('lobby.fonts-fetched')).toBeNull();
  });
});
