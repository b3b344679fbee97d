import { LANGUAGE_CODES } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { SelectSetting, SwitchSetting, TextSetting } from './SettingControls.tsx';
import styles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import { problemAt } from './settings-draft.ts';

/** An ISO time as the datetime-local control shows it (UTC), and back. */
const toLocalInput = (iso: string | undefined) => (iso ? iso.slice(0, 16) : '');
const fromLocalInput = (value: string) => (value ? new Date(`${value}:00Z`).toISOString() : undefined);

/**
 * Maintenance mode: on or off, its window (UTC; from the start, or at once, until the end, or until
 * switched off) and its message.
 */
export function MaintenanceSection({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { maintenance } = draft.config;
  return (
    <section className={styles.section} aria-labelledby="settings-maintenance">
      <h2 id="settings-maintenance">{t('settings.sections.maintenance')}</h2>
      <SwitchSetting
        label={t('settings.maintenance.enabled')}
        checked={maintenance.enabled}
        onChange={(on) => change('config.maintenance.enabled', on)}
      />
      <TextSetting
        label={t('settings.maintenance.startsAt')}
        hint={t('settings.maintenance.startsAtHint')}
        type="datetime-local"
        value={toLocalInput(maintenance.startsAt)}
        problem={problemAt(problems, 'config.maintenance.startsAt')}
        onChange={(value) => change('config.maintenance.startsAt', fromLocalInput(value))}
      />
      <TextSetting
        label={t('settings.maintenance.until')}
        hint={t('settings.maintenance.untilHint')}
        type="datetime-local"
        value={toLocalInput(maintenance.until)}
        problem={problemAt(problems, 'config.maintenance.until')}
        onChange={(value) => change('config.maintenance.until', fromLocalInput(value))}
      />
      <TextSetting
        label={t('settings.maintenance.message')}
        hint={t('settings.maintenance.messageHint')}
        maxLength={500}
        value={maintenance.message ?? ''}
        problem={problemAt(problems, 'config.maintenance.message')}
        onChange={(value) => change('config.maintenance.message', value === '' ? undefined : value)}
      />
    </section>
  );
}

/** The languages offered in the player app's header and the default one. */
export function LanguagesSection({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { languages, defaultLanguage } = draft.config;
  return (
    <section className={styles.section} aria-labelledby="settings-languages">
      <h2 id="settings-languages">{t('settings.sections.languages')}</h2>
      <fieldset className={styles.switches}>
        <legend>{t('settings.languages.offered')}</legend>
        {LANGUAGE_CODES.map((code) => (
          <SwitchSetting
            key={code}
            label={code}
            checked={languages.includes(code)}
            onChange={(on) =>
              change(
                'config.languages',
                on ? [...languages, code] : languages.filter((language) => language !== code),
              )
            }
          />
        ))}
      </fieldset>
      {problemAt(problems, 'config.languages') && (
        <p className={styles.note}>{t('settings.languages.none')}</p>
      )}
      <SelectSetting
        label={t('settings.languages.default')}
        value={defaultLanguage}
        options={(languages.length > 0 ? languages : [defaultLanguage]).map((code) => ({
          value: code,
          label: code,
        }))}
        onChange={(code) => change('config.defaultLanguage', code)}
      />
    </section>
  );
}

/** The merchant's timezone (its days and weeks) and home market. */
export function RegionSection({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { timezone, marketCountry } = draft.merchant;
  return (
    <section className={styles.section} aria-labelledby="settings-region">
      <h2 id="settings-region">{t('settings.sections.region')}</h2>
      <div className={styles.grid}>
        <TextSetting
          label={t('settings.region.timezone')}
          hint={t('settings.region.timezoneHint')}
          value={timezone}
          problem={problemAt(problems, 'merchant.timezone')}
          onChange={(value) => change('merchant.timezone', value)}
        />
        <TextSetting
          label={t('settings.region.marketCountry')}
          hint={t('settings.region.marketCountryHint')}
          value={marketCountry ?? ''}
          maxLength={2}
          problem={problemAt(problems, 'merchant.marketCountry')}
          onChange={(value) => change('merchant.marketCountry', value === '' ? null : value.toUpperCase())}
        />
      </div>
    </section>
  );
}
