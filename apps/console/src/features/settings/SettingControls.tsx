import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import choiceStyles from '../../shared/ui/Choice.module.css';
import fieldStyles from '../../shared/ui/Field.module.css';
import { Labelled as SharedLabelled } from '../../shared/ui/Labelled.tsx';
import styles from './Settings.module.css';

type LabelledRender = ComponentProps<typeof SharedLabelled>['render'];

const PROBLEMS = ['too_small', 'too_big', 'invalid_type', 'invalid_value', 'invalid_format'] as const;

/** The catalogue word for a contract problem code (codes the console has no text for read as "custom"). */
const problemKind = (code: string) =>
  (PROBLEMS as readonly string[]).includes(code) ? (code as (typeof PROBLEMS)[number]) : 'custom';

/** The text of a contract problem code, said under the field. */
export function ProblemText({ id, code }: { id: string; code: string | undefined }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p id={id} className={fieldStyles.problem}>
      {t(`settings.problems.${problemKind(code)}`)}
    </p>
  );
}

interface ControlProps {
  label: string;
  /** A hint under the label (the allowed range). */
  hint?: string;
  /** The contract's problem code for the value. */
  problem?: string | undefined;
  disabled?: boolean;
}

/** The shared labelled control with the problem code said in words. */
function Labelled({ problem, ...control }: ControlProps & { render: LabelledRender }) {
  const { t } = useTranslation();
  return (
    <SharedLabelled
      {...control}
      problem={problem ? t(`settings.problems.${problemKind(problem)}`) : undefined}
    />
  );
}

/** A number, whole unless `step` allows decimals (0.01: an amount); empty is undefined (left out). */
export function NumberSetting({
  value,
  onChange,
  step = 1,
  ...control
}: ControlProps & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  step?: number;
}) {
  return (
    <Labelled
      {...control}
      render={(props) => (
        <input
          {...props}
          className={fieldStyles.input}
          type="number"
          inputMode={step < 1 ? 'decimal' : 'numeric'}
          step={step}
          disabled={control.disabled}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        />
      )}
    />
  );
}

export function TextSetting({
  value,
  onChange,
  type = 'text',
  maxLength,
  ...control
}: ControlProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'datetime-local';
  maxLength?: number;
}) {
  return (
    <Labelled
      {...control}
      render={(props) => (
        <input
          {...props}
          className={fieldStyles.input}
          type={type}
          maxLength={maxLength}
          disabled={control.disabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    />
  );
}

export function SelectSetting<Value extends string | number>({
  value,
  options,
  onChange,
  ...control
}: ControlProps & {
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <Labelled
      {...control}
      render={(props) => (
        <select
          {...props}
          className={fieldStyles.input}
          disabled={control.disabled}
          value={String(value)}
          onChange={(event) => {
            const picked = options.find((option) => String(option.value) === event.target.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** An on/off setting: a switch with its label. */
export function SwitchSetting({
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
    <label className={choiceStyles.choice}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/**
 * A list of short values (countries, IP ranges, hosts): each value its own field with Remove, and Add for
 * one more. `problemAt(index)` is the contract's problem of an item.
 */
export function ListSetting({
  label,
  hint,
  values,
  problemAt,
  normalise = (value) => value,
  onChange,
}: {
  label: string;
  hint?: string;
  values: readonly string[];
  problemAt: (index: number) => string | undefined;
  normalise?: (value: string) => string;
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.list}>
      <legend className={fieldStyles.label}>{label}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      {values.length === 0 && <p className={styles.note}>{t('settings.list.empty')}</p>}
      {values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity but their place
        <div key={index} className={styles.item}>
          <TextSetting
            label={t('settings.list.item', { list: label, number: index + 1 })}
            value={value}
            problem={problemAt(index)}
            onChange={(next) => onChange(values.map((old, at) => (at === index ? normalise(next) : old)))}
          />
          <Button
            variant="secondary"
            onClick={() => onChange(values.filter((_, at) => at !== index))}
            aria-label={t('settings.list.removeOf', { list: label, number: index + 1 })}
          >
            {t('settings.list.remove')}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...values, ''])}>
        {t('settings.list.add', { list: label })}
      </Button>
    </fieldset>
  );
}
