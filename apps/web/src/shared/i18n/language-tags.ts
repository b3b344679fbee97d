import type { LanguageCode } from '@lobby/contract';

/** Product codes that are not BCP 47 language tags as they stand. */
const BCP47_EXCEPTIONS: Partial<Record<LanguageCode, string>> = { CN: 'zh-CN', TW: 'zh-TW', KR: 'ko' };

/** The tag for <html lang> and Intl; i18next uses the same tag. */
export const languageTag = (code: LanguageCode): string => BCP47_EXCEPTIONS[code] ?? code.toLowerCase();

/** A language's name in that language (endonym), as language pickers conventionally show it. */
export function languageName(code: LanguageCode): string {
  const tag = languageTag(code);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return code;
  }
}
