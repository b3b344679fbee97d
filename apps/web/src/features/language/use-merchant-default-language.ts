import type { LanguageCode } from '@lobby/contract';
import { useEffect } from 'react';
import { currentLanguage, setLanguage, storedLanguage } from '../../shared/i18n/i18n.ts';

/** Without a stored choice the merchant's default language applies (spec: stored, else merchant, else EN). */
export function useMerchantDefaultLanguage(defaultLanguage: LanguageCode): void {
  useEffect(() => {
    if (!storedLanguage() && currentLanguage() !== defaultLanguage) void setLanguage(defaultLanguage);
  }, [defaultLanguage]);
}
