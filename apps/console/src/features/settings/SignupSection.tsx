import { AUTH_LIMITS, type WhitelabelSwitch } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { RegistrationFields } from './RegistrationFields.tsx';
import { NumberSetting, SwitchSetting } from './SettingControls.tsx';
import styles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import { problemAt } from './settings-draft.ts';

/** The white-label switches of registering and of logging in (spec §2). */
const REGISTER_SWITCHES = ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'] as const;
const LOGIN_SWITCHES = ['MOBILEVERCODELOGIN3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3'] as const;

/** A group of white-label switches under its legend. */
function WhitelabelSwitches({
  legend,
  switches,
  draft,
  change,
}: Pick<SectionProps, 'draft' | 'change'> & { legend: string; switches: readonly WhitelabelSwitch[] }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.switches}>
      <legend>{legend}</legend>
      {switches.map((key) => (
        <SwitchSetting
          key={key}
          label={t(`settings.whitelabel.${key}`)}
          checked={draft.config.whitelabel[key] === true}
          onChange={(on) => change(`config.whitelabel.${key}`, on)}
        />
      ))}
    </fieldset>
  );
}

/**
 * Registering and logging in: the register methods and login kinds (white-label switches), the captcha
 * against bots, the date of birth, the password length and each register field's rule.
 */
export function SignupSection({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { registration } = draft.config;
  return (
    <section className={styles.section} aria-labelledby="settings-signup">
      <h2 id="settings-signup">{t('settings.sections.signup')}</h2>
      <WhitelabelSwitches
        legend={t('settings.signup.methods')}
        switches={REGISTER_SWITCHES}
        draft={draft}
        change={change}
      />
      <WhitelabelSwitches
        legend={t('settings.signup.loginKinds')}
        switches={LOGIN_SWITCHES}
        draft={draft}
        change={change}
      />
      <p className={styles.note}>{t('settings.signup.loginNote')}</p>
      <fieldset className={styles.switches}>
        <legend>{t('settings.signup.antiBot')}</legend>
        <SwitchSetting
          label={t('settings.signup.captcha')}
          checked={registration.captcha}
          onChange={(on) => change('config.registration.captcha', on)}
        />
        <SwitchSetting
          label={t('settings.signup.dateOfBirth')}
          checked={registration.dateOfBirthRequired}
          onChange={(on) => change('config.registration.dateOfBirthRequired', on)}
        />
      </fieldset>
      <p className={styles.note}>{t('settings.signup.antiBotNote')}</p>
      <div className={styles.grid}>
        <NumberSetting
          label={t('settings.signup.passwordMinLength')}
          hint={t('settings.signup.passwordMinLengthHint', {
            min: AUTH_LIMITS.passwordMinLength,
            max: AUTH_LIMITS.passwordMaxLength,
          })}
          value={registration.passwordMinLength}
          problem={problemAt(problems, 'config.registration.passwordMinLength')}
          onChange={(length) => change('config.registration.passwordMinLength', length)}
        />
      </div>
      <RegistrationFields draft={draft} problems={problems} change={change} />
    </section>
  );
}
