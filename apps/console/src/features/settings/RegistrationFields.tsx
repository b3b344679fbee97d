import { CONFIGURABLE_REGISTRATION_FIELDS, type RegistrationFieldConfig } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { SwitchSetting, TextSetting } from './SettingControls.tsx';
import styles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import { problemAt } from './settings-draft.ts';

const OFF: RegistrationFieldConfig = { enabled: false, required: false };

/**
 * Each register field's rule: shown or not, required or not, the pattern its value must match and the
 * message code the player app shows when it does not. The username is always asked: only its pattern
 * and message apply.
 */
export function RegistrationFields({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { fields } = draft.config.registration;
  return (
    <>
      <h3>{t('settings.signup.fields')}</h3>
      {CONFIGURABLE_REGISTRATION_FIELDS.map((field) => {
        const rule = fields[field] ?? OFF;
        const path = `config.registration.fields.${field}`;
        const name = t(`settings.signup.field.${field}`);
        const set = (part: Partial<RegistrationFieldConfig>) => {
          const next: Record<string, unknown> = { ...rule, ...part };
          for (const key of ['pattern', 'message'] as const) if (next[key] === '') delete next[key];
          change(path, next);
        };
        return (
          <fieldset key={field} className={styles.entry}>
            <legend>{name}</legend>
            {field !== 'username' && (
              <>
                <SwitchSetting
                  label={t('settings.signup.shown', { field: name })}
                  checked={rule.enabled}
                  onChange={(enabled) => set({ enabled, required: enabled && rule.required })}
                />
                <SwitchSetting
                  label={t('settings.signup.required', { field: name })}
                  checked={rule.required}
                  disabled={!rule.enabled}
                  onChange={(required) => set({ required })}
                />
              </>
            )}
            <TextSetting
              label={t('settings.signup.pattern', { field: name })}
              maxLength={512}
              value={rule.pattern ?? ''}
              problem={problemAt(problems, `${path}.pattern`)}
              onChange={(pattern) => set({ pattern })}
            />
            <TextSetting
              label={t('settings.signup.message', { field: name })}
              maxLength={128}
              value={rule.message ?? ''}
              problem={problemAt(problems, `${path}.message`)}
              onChange={(message) => set({ message })}
            />
          </fieldset>
        );
      })}
      <p className={styles.note}>{t('settings.signup.fieldsNote')}</p>
    </>
  );
}
