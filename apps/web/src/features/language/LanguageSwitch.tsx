import { HEADER_LANGUAGES } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '../../shared/i18n/i18n.ts';
import { languageName, languageTag } from '../../shared/i18n/language-tags.ts';
import styles from './LanguageSwitch.module.css';

/** The header offers English and Urdu only; the full list is in the language picker. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t('language.label')}</legend>
      {HEADER_LANGUAGES.map((code) => (
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
