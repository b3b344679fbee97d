import { useTranslation } from 'react-i18next';
import { ListSetting, SwitchSetting, TextSetting } from './SettingControls.tsx';
import styles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import { problemAt } from './settings-draft.ts';

/** White-label switches of whole features (live chat, agent contract prompts, reward centre). */
const FEATURE_SWITCHES = ['CBS3', 'AGENTPOLICY3', 'REWCEN3'] as const;
const TEMPLATE_PARTS = ['mem_cen', 'dep_func'] as const;

/**
 * The brand and the features the player app offers: the name and main domain, the currency (fixed when
 * the merchant was created), the feature switches, the image hosts and the game vendors offered.
 */
export function GeneralSection({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { config } = draft;
  return (
    <section className={styles.section} aria-labelledby="settings-general">
      <h2 id="settings-general">{t('settings.sections.general')}</h2>
      <div className={styles.grid}>
        <TextSetting
          label={t('settings.general.name')}
          maxLength={80}
          value={config.name}
          problem={problemAt(problems, 'config.name')}
          onChange={(name) => change('config.name', name)}
        />
        <TextSetting
          label={t('settings.general.mainDomain')}
          maxLength={255}
          value={config.mainDomain}
          problem={problemAt(problems, 'config.mainDomain')}
          onChange={(domain) => change('config.mainDomain', domain)}
        />
      </div>
      <p className={styles.note}>
        {t('settings.general.currency', { code: config.currency.code, symbol: config.currency.symbol })}
      </p>
      <fieldset className={styles.switches}>
        <legend>{t('settings.general.features')}</legend>
        {FEATURE_SWITCHES.map((key) => (
          <SwitchSetting
            key={key}
            label={t(`settings.whitelabel.${key}`)}
            checked={config.whitelabel[key] === true}
            onChange={(on) => change(`config.whitelabel.${key}`, on)}
          />
        ))}
        {TEMPLATE_PARTS.map((part) => (
          <SwitchSetting
            key={part}
            label={t(`settings.general.template.${part}`)}
            checked={config.mobileTemplate[part] === '1'}
            onChange={(on) => change(`config.mobileTemplate.${part}`, on ? '1' : '0')}
          />
        ))}
        <SwitchSetting
          label={t('settings.general.appWindow')}
          checked={config.appWindow}
          onChange={(on) => change('config.appWindow', on)}
        />
      </fieldset>
      <ListSetting
        label={t('settings.general.imageCDNs')}
        hint={t('settings.general.imageCDNsHint')}
        values={config.imageCDNs}
        problemAt={(index) => problemAt(problems, `config.imageCDNs.${index}`)}
        onChange={(hosts) => change('config.imageCDNs', hosts)}
      />
      <SwitchSetting
        label={t('settings.general.everyVendor')}
        checked={config.gameVendors === undefined}
        onChange={(every) => change('config.gameVendors', every ? undefined : [])}
      />
      {config.gameVendors && (
        <ListSetting
          label={t('settings.general.gameVendors')}
          hint={t('settings.general.gameVendorsHint')}
          values={config.gameVendors}
          normalise={(code) => code.toUpperCase()}
          problemAt={(index) => problemAt(problems, `config.gameVendors.${index}`)}
          onChange={(codes) => change('config.gameVendors', codes)}
        />
      )}
    </section>
  );
}
