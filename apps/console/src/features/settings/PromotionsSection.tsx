import { PROMO_KEYS } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { SwitchSetting } from './SettingControls.tsx';
import styles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';

/**
 * The promotions players are offered (referral, missions, login rewards). Their turnover rules are the
 * rewards' own (set where rewards are granted), not merchant settings.
 */
export function PromotionsSection({ draft, change }: SectionProps) {
  const { t } = useTranslation();
  const { promotions } = draft.config;
  return (
    <section className={styles.section} aria-labelledby="settings-promotions">
      <h2 id="settings-promotions">{t('settings.sections.promotions')}</h2>
      <fieldset className={styles.switches}>
        <legend>{t('settings.promotions.offered')}</legend>
        {PROMO_KEYS.map((key) => (
          <SwitchSetting
            key={key}
            label={t(`settings.promotions.promo.${key}`)}
            checked={promotions[key]?.enabled === true}
            onChange={(enabled) => change(`config.promotions.${key}`, { enabled })}
          />
        ))}
      </fieldset>
      <p className={styles.note}>{t('settings.promotions.turnoverNote')}</p>
    </section>
  );
}
