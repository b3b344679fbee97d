import {
  CONFIGURABLE_REGISTRATION_FIELDS,
  type ConfigurableRegistrationField,
  type RegistrationFieldConfig,
} from '@lobby/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import tableStyles from '../../shared/ui/DataTable.module.css';
import fieldStyles from '../../shared/ui/Field.module.css';
import { ProblemText } from './SettingControls.tsx';
import styles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import { problemAt } from './settings-draft.ts';

const OFF: RegistrationFieldConfig = { enabled: false, required: false };

/** A text part of a rule in its table cell: named by `label`, its problem under it. */
function RuleText({
  label,
  value,
  maxLength,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  maxLength: number;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <input
        className={`${fieldStyles.input} ${styles.cellInput}`}
        aria-label={label}
        maxLength={maxLength}
        value={value}
        {...(problem ? { 'aria-invalid': true, 'aria-describedby': id } : {})}
        onChange={(event) => onChange(event.target.value)}
      />
      <ProblemText id={id} code={problem} />
    </>
  );
}

/** An on/off part of a rule in its table cell, named by `label`. */
function RuleSwitch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      role="switch"
      className={styles.cellSwitch}
      aria-label={label}
      aria-checked={checked}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/**
 * Each register field's rule, one row each: asked or not, required or not, the pattern its value must
 * match and the message code the player app shows when it does not. The username is always asked: only
 * its pattern and message apply.
 */
export function RegistrationFields({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { fields } = draft.config.registration;
  const ruleOf = (field: ConfigurableRegistrationField) => fields[field] ?? OFF;
  const pathOf = (field: ConfigurableRegistrationField) => `config.registration.fields.${field}`;
  const nameOf = (field: ConfigurableRegistrationField) => t(`settings.signup.field.${field}`);
  const set = (field: ConfigurableRegistrationField, part: Partial<RegistrationFieldConfig>) => {
    const next: Record<string, unknown> = { ...ruleOf(field), ...part };
    for (const key of ['pattern', 'message'] as const) if (next[key] === '') delete next[key];
    change(pathOf(field), next);
  };
  return (
    <>
      {/* A plain table: DataTable renders cells as components of each render, which would remount the fields. */}
      <h3 id="settings-register-fields">{t('settings.signup.fields')}</h3>
      <div className={tableStyles.wrap}>
        <table className={tableStyles.table} aria-labelledby="settings-register-fields">
          <thead>
            <tr>
              {(['field', 'asked', 'required', 'pattern', 'message'] as const).map((header) => (
                <th key={header} scope="col">
                  {t(`settings.signup.${header}Column`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CONFIGURABLE_REGISTRATION_FIELDS.map((field) => {
              const rule = ruleOf(field);
              const name = nameOf(field);
              return (
                <tr key={field}>
                  <th scope="row">{name}</th>
                  {field === 'username' ? (
                    <>
                      <td>{t('settings.signup.always')}</td>
                      <td>{t('settings.signup.always')}</td>
                    </>
                  ) : (
                    <>
                      <td>
                        <RuleSwitch
                          label={t('settings.signup.shown', { field: name })}
                          checked={rule.enabled}
                          onChange={(enabled) => set(field, { enabled, required: enabled && rule.required })}
                        />
                      </td>
                      <td>
                        <RuleSwitch
                          label={t('settings.signup.required', { field: name })}
                          checked={rule.required}
                          disabled={!rule.enabled}
                          onChange={(required) => set(field, { required })}
                        />
                      </td>
                    </>
                  )}
                  {(['pattern', 'message'] as const).map((part) => (
                    <td key={part}>
                      <RuleText
                        label={t(`settings.signup.${part}`, { field: name })}
                        maxLength={part === 'pattern' ? 512 : 128}
                        value={rule[part] ?? ''}
                        problem={problemAt(problems, `${pathOf(field)}.${part}`)}
                        onChange={(value) => set(field, { [part]: value })}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('settings.signup.fieldsNote')}</p>
    </>
  );
}
