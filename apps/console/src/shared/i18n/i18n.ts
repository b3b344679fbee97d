import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../i18n/locales/en.json';
import zhCN from '../../i18n/locales/zh-CN.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

/** The console's languages (BCP 47 tags); both catalogues ship in the bundle: operators switch often. */
export const CONSOLE_LANGUAGES = ['en', 'zh-CN'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

const STORAGE_KEY = 'console.language';

const isConsoleLanguage = (value: string | null): value is ConsoleLanguage =>
  (CONSOLE_LANGUAGES as readonly (string | null)[]).includes(value);

export const i18n: I18n = i18next.createInstance();

/** The operator's earlier choice, else the browser's language when it is Chinese, else English. */
export function initialLanguage(): ConsoleLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isConsoleLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

export async function initI18n(language: ConsoleLanguage): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, 'zh-CN': { translation: zhCN } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
}

export async function setLanguage(language: ConsoleLanguage): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
