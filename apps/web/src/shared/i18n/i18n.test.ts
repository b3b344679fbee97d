import { ERROR_CODES } from '@lobby/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import enShell from '../../i18n/locales/en.json';
import enScreens from '../../i18n/locales/en-screens.json';
import { currentLanguage, i18n, setLanguage, storedLanguage, useTranslation } from './i18n.ts';

/** A language's home label: its catalogue's when the catalogue exists, else English's (the fallback). */
const catalogues = import.meta.glob<{ footer: { home: string } }>('../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});
const homeLabel = (file: string): string =>
  catalogues[`../../i18n/locales/${file}.json`]?.footer.home ?? enShell.footer.home;

const en = {
  ...enShell,
  ...enScreens,
  wallet: { ...enShell.wallet, ...enScreens.wallet },
  errors: { ...enShell.errors, ...enScreens.errors },
};

const keysOf = (catalog: object, prefix = ''): string[] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('languages', () => {
  it('the shell texts and the screens texts never define the same key', () => {
    const shell = new Set(keysOf(enShell));
    expect(keysOf(enScreens).filter((key) => shell.has(key))).toEqual([]);
  });

  it('every error code the server sends has a text', () => {
    const errors: Record<string, string> = en.errors;
    expect(ERROR_CODES.filter((code) => !errors[code])).toEqual([]);
  });

  it('switching to Urdu loads its catalog and lays out right-to-left', async () => {
    await setLanguage('UR', { persist: true });
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('footer.home')).toBe('ہوم');
    expect(storedLanguage()).toBe('UR');
    expect(JSON.parse(localStorage.getItem('lobby.html') ?? '{}')).toEqual({ lang: 'ur', dir: 'rtl' });
    // The server learns the choice too, to name Urdu's files with the next page it sends.
    expect(document.cookie).toContain('lobby.language=UR');
  });

  it('Arabic and Persian are right-to-left too, with their own texts', async () => {
    await setLanguage('AR');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('footer.home')).toBe(homeLabel('ar'));
    await setLanguage('FA');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('footer.home')).toBe(homeLabel('fa'));
  });

  it('KR reads the Korean catalogue, PT-BR the Portuguese one, under their language tags', async () => {
    await setLanguage('KR');
    expect(document.documentElement.lang).toBe('ko');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('footer.home')).toBe(homeLabel('ko'));
    await setLanguage('PT-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(i18n.t('footer.home')).toBe(homeLabel('pt'));
    await setLanguage('PT');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(currentLanguage()).toBe('PT');
  });

  it('back to English is left-to-right, with the screens’ texts; a merchant default is not stored as a choice', async () => {
    await setLanguage('UR');
    expect(i18n.t('auth.loginButton')).toBe('لاگ اِن');
    await setLanguage('EN');
    expect(i18n.t('auth.loginButton')).toBe('Log in');
    expect(document.documentElement.dir).toBe('ltr');
    expect(currentLanguage()).toBe('EN');
    expect(storedLanguage()).toBeUndefined();
  });

  it('uses proper tags for codes that are not language tags', async () => {
    await setLanguage('CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(currentLanguage()).toBe('CN');
  });

  it('a repeated text is answered from memory until the language changes; other values get their own text', async () => {
    await setLanguage('EN');
    const lookups = vi.spyOn(i18n, 't');
    await setLanguage('EN'); // a new `t`, on top of the spy
    const { result } = renderHook(() => useTranslation());
    const { t } = result.current;
    expect([t('footer.home'), t('footer.home')]).toEqual(['Home', 'Home']);
    expect(t('footer.unread', { count: 2 })).toBe('2 unread');
    expect(t('footer.unread', { count: 3 })).toBe('3 unread');
    expect(t('footer.unread', { count: 3 })).toBe('3 unread');
    expect(lookups).toHaveBeenCalledTimes(3);
    await act(() => setLanguage('UR'));
    expect(result.current.t('footer.home')).toBe('ہوم');
    lookups.mockRestore();
    await setLanguage('EN');
  });
});
