import {
  FREE_PLAY_CHECKS,
  PROTECTION_TOOLS,
  REAL_MONEY_PLAY_CHECKS,
  REALITY_CHECK_INTERVALS,
} from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { NumberSetting, SelectSetting, SwitchSetting } from './SettingControls.tsx';
import styles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import { problemAt } from './settings-draft.ts';

/**
 * The player protection settings (issue 17, decision 0059): the tools offered, the default reality-check
 * interval, the cooling-off of raised limits, the minimum age and what needs a verified identity. Only the
 * owner and the admin change them (`editable`); the server checks again.
 */
export function ProtectionSection({
  draft,
  problems,
  change,
  editable,
}: SectionProps & { editable: boolean }) {
  const { t } = useTranslation();
  const { config, merchant } = draft;
  const disabled = !editable;
  return (
    <section className={styles.section} aria-labelledby="settings-protection">
      <h2 id="settings-protection">{t('settings.sections.protection')}</h2>
      {disabled && <p className={styles.note}>{t('settings.protection.readOnly')}</p>}
      <fieldset className={styles.switches} disabled={disabled}>
        <legend>{t('settings.protection.tools')}</legend>
        {PROTECTION_TOOLS.map((tool) => (
          <SwitchSetting
            key={tool}
            label={t(`settings.protection.tool.${tool}`)}
            checked={config.protectionTools[tool]}
            onChange={(on) => change(`config.protectionTools.${tool}`, on)}
          />
        ))}
      </fieldset>
      <p className={styles.note}>{t('settings.protection.toolsNote')}</p>
      <div className={styles.grid}>
        <SelectSetting
          label={t('settings.protection.realityCheck')}
          disabled={disabled}
          value={config.realityCheckMinutes}
          options={REALITY_CHECK_INTERVALS.map((minutes) => ({
            value: minutes,
            label:
              minutes === 0 ? t('settings.protection.off') : t('settings.protection.minutes', { minutes }),
          }))}
          problem={problemAt(problems, 'config.realityCheckMinutes')}
          onChange={(minutes) => change('config.realityCheckMinutes', minutes)}
        />
        <NumberSetting
          label={t('settings.protection.coolingOff')}
          hint={t('settings.protection.coolingOffHint')}
          disabled={disabled}
          value={merchant.limitCoolingOffHours}
          problem={problemAt(problems, 'merchant.limitCoolingOffHours')}
          onChange={(hours) => change('merchant.limitCoolingOffHours', hours)}
        />
        <SelectSetting
          label={t('settings.protection.minimumAge')}
          disabled={disabled}
          value={config.minimumAge}
          options={[18, 21].map((age) => ({ value: age as 18 | 21, label: String(age) }))}
          onChange={(age) => change('config.minimumAge', age)}
        />
        <SelectSetting
          label={t('settings.protection.freePlay')}
          disabled={disabled}
          value={config.kyc.freePlay}
          options={FREE_PLAY_CHECKS.map((check) => ({
            value: check,
            label: t(`settings.protection.check.${check}`),
          }))}
          onChange={(check) => change('config.kyc.freePlay', check)}
        />
        <SelectSetting
          label={t('settings.protection.realMoneyPlay')}
          disabled={disabled}
          value={config.kyc.realMoneyPlay}
          options={REAL_MONEY_PLAY_CHECKS.map((check) => ({
            value: check,
            label: t(`settings.protection.check.${check}`),
          }))}
          onChange={(check) => change('config.kyc.realMoneyPlay', check)}
        />
        <NumberSetting
          label={t('settings.protection.withdrawalThreshold')}
          hint={t('settings.protection.withdrawalThresholdHint', { currency: config.currency.code })}
          disabled={disabled}
          value={config.kyc.withdrawalThreshold}
          problem={problemAt(problems, 'config.kyc.withdrawalThreshold')}
          onChange={(amount) => change('config.kyc.withdrawalThreshold', amount)}
        />
      </div>
    </section>
  );
}
