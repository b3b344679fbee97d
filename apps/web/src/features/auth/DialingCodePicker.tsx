import type { Country } from '@lobby/contract';
import { ChevronDown, Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './Auth.module.css';
import { countryName, searchCountries } from './dialing-code.ts';
import { TextField } from './TextField.tsx';

interface DialingCodePickerProps {
  countries: readonly Country[];
  value: Country | undefined;
  onChange: (country: Country) => void;
}

/** The dialing code in front of a mobile number; tapping it opens a searchable list of countries. */
export function DialingCodePicker({ countries, value, onChange }: DialingCodePickerProps) {
  const { t } = useTranslation();
  const tag = languageTag(useLanguage());
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const nameOf = useMemo(() => {
    const names = new Map<string, string>();
    return (country: Country) => {
      let name = names.get(country.code);
      if (name === undefined) {
        name = countryName(country, tag);
        names.set(country.code, name);
      }
      return name;
    };
  }, [tag]);
  const matches = useMemo(
    () => searchCountries(countries, query, nameOf, tag),
    [countries, query, nameOf, tag],
  );
  const list = useRef<HTMLUListElement>(null);

  // The chosen country is in view when the list opens.
  useEffect(() => {
    if (open) list.current?.querySelector('[aria-current="true"]')?.scrollIntoView?.({ block: 'center' });
  }, [open]);
  const close = () => {
    setOpen(false);
    setQuery('');
  };

  return (
    <>
      <button
        type="button"
        className={styles.dialingCode}
        aria-label={
          value
            ? t('auth.dialingCode', { code: `+${value.dialingCode}`, country: nameOf(value) })
            : t('auth.chooseCountry')
        }
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <bdi dir="ltr">{value ? `+${value.dialingCode}` : '+'}</bdi>
        <Icon icon={ChevronDown} size={16} />
      </button>
      <Dialog open={open} onClose={close} title={t('auth.chooseCountry')} placement="sheet">
        <div className={styles.search}>
          <TextField
            label={t('auth.searchCountry')}
            type="search"
            icon={Search}
            value={query}
            onValueChange={setQuery}
            autoComplete="off"
          />
        </div>
        {matches.length === 0 ? (
          <p className={styles.empty}>{t('auth.noCountry')}</p>
        ) : (
          <ul ref={list} className={styles.countries} aria-label={t('auth.countries')}>
            {matches.map((country) => (
              <li key={country.code}>
                <button
                  type="button"
                  className={styles.country}
                  aria-current={country.code === value?.code ? 'true' : undefined}
                  onClick={() => {
                    onChange(country);
                    close();
                  }}
                >
                  <span className={styles.countryName}>{nameOf(country)}</span>
                  <bdi dir="ltr" className={styles.countryCode}>
                    +{country.dialingCode}
                  </bdi>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
