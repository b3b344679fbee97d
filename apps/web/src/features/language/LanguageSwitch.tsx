import { HEADER_LANGUAGES } from '@lobby/contract';
import { setLanguage, useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageName, languageTag } from '../../shared/i18n/language-tags.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import styles from './LanguageSwitch.module.css';

/**
 * The header offers English and Urdu (spec), those of them the merchant configures; with fewer than two
 * it is left out. The full list is in the language picker.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { info } = useSystemStatus();
  const offered = HEADER_LANGUAGES.filter(
    (code) => info.languages.length === 0 || info.languages.includes(code),
  );
  if (offered.length < 2) return null;
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t('language.label')}</legend>
      {offered.map((code) => (
        <button
          key={code}
          type="button"
          className={styles.option}
          aria-pressed={code === current}
          lang={languageTag(code)}
          onClick={() => void setLanguage(code, { persist: true })}
        >
          {code === 'EN' ? code : languageName(code)}
        </button>
      ))}
    </fieldset>
  );
}
