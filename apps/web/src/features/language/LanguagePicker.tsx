import type { LanguageCode } from '@lobby/contract';
import { Check } from 'lucide-react';
import { useEffect } from 'react';
import { setLanguage, useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { loadAllFonts } from '../../shared/i18n/language-fonts.ts';
import { canonicalLanguage, languageName, languageTag } from '../../shared/i18n/language-tags.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Flag } from './Flag.tsx';
import styles from './LanguagePicker.module.css';

interface LanguagePickerProps {
  open: boolean;
  onClose: () => void;
  languages: readonly LanguageCode[];
}

/** The offered languages, each once: an alias (KR, PT-BR) only when its language is not offered by its main code. */
const listed = (languages: readonly LanguageCode[]): LanguageCode[] =>
  languages.filter(
    (code) => canonicalLanguage(code) === code || !languages.includes(canonicalLanguage(code)),
  );

/** Every offered language with its flag and own name in its own script; the current one is checked. */
export default function LanguagePicker({ open, onClose, languages }: LanguagePickerProps) {
  const { t } = useTranslation();
  const current = canonicalLanguage(useLanguage());

  useEffect(() => {
    loadAllFonts();
  }, []);

  const choose = (code: LanguageCode) => {
    void setLanguage(code, { persist: true });
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('language.pickerTitle')} placement="sheet">
      <ul className={styles.list}>
        {listed(languages).map((code) => (
          <li key={code}>
            <button
              type="button"
              className={styles.option}
              aria-current={canonicalLanguage(code) === current ? 'true' : undefined}
              onClick={() => choose(code)}
            >
              <Flag language={code} />
              <span className={styles.name} lang={languageTag(code)}>
                {languageName(code)}
              </span>
              {canonicalLanguage(code) === current ? <Icon icon={Check} className={styles.check} /> : null}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
