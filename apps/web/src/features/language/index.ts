import { lazy } from 'react';

export { LanguageSwitch } from './LanguageSwitch.tsx';
/** Loaded on first open: the flags are not needed until then. */
export const LanguagePicker = lazy(() => import('./LanguagePicker.tsx'));
export { useMerchantDefaultLanguage } from './use-merchant-default-language.ts';
