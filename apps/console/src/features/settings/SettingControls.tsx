import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import choiceStyles from '../../shared/ui/Choice.module.css';
import fieldStyles from '../../shared/ui/Field.module.css';
import { Labelled as SharedLabelled } from '../../shared/ui/Labelled.tsx';

type LabelledRender = ComponentProps<typeof SharedLabelled>['render'];

const PROBLEMS = ['too_small', 'too_big', 'invalid_type', 'invalid_value', 'invalid_format'] as const;

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
  const known = (PROBLEMS as readonly string[]).includes(problem ?? '')
    ? (problem as (typeof PROBLEMS)[number])
    : 'custom';
  return <SharedLabelled {...control} problem={problem ? t(`settings.problems.${known}`) : undefined} />;
}

/** A whole number; empty is undefined (an optional setting left out). */
export function NumberSetting({
  value,
  onChange,
  ...control
}: ControlProps & { value: number | undefined; onChange: (value: number | undefined) => void }) {
  return (
    <Labelled
      {...control}
      render={(props) => (
        <input
          {...props}
          className={fieldStyles.input}
          type="number"
          inputMode="numeric"
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
