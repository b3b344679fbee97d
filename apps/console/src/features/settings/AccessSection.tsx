import { StatusReading } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { ListSetting, SelectSetting } from './SettingControls.tsx';
import styles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import { problemAt } from './settings-draft.ts';

const LISTS = ['allowedCountries', 'blockedCountries', 'allowedIpRanges', 'blockedIpRanges'] as const;

/**
 * Who may use the product: country and IP-range allow and deny lists (an allow list that is not empty
 * lets in only what it holds), and how the status code reads when a restriction applies.
 */
export function AccessSection({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { region, statusReading } = draft.config;
  return (
    <section className={styles.section} aria-labelledby="settings-access">
      <h2 id="settings-access">{t('settings.sections.access')}</h2>
      <p className={styles.note}>{t('settings.access.note')}</p>
      {LISTS.map((list) => (
        <ListSetting
          key={list}
          label={t(`settings.access.${list}`)}
          hint={t(list.endsWith('Countries') ? 'settings.access.countryHint' : 'settings.access.rangeHint')}
          values={region[list]}
          normalise={list.endsWith('Countries') ? (value) => value.toUpperCase() : undefined}
          problemAt={(index) => problemAt(problems, `config.region.${list}.${index}`)}
          onChange={(values) => change(`config.region.${list}`, values)}
        />
      ))}
      <SelectSetting
        label={t('settings.access.statusReading')}
        value={statusReading}
        options={StatusReading.options.map((reading) => ({
          value: reading,
          label: t(`settings.access.reading.${reading}`),
        }))}
        onChange={(reading) => change('config.statusReading', reading)}
      />
    </section>
  );
}
