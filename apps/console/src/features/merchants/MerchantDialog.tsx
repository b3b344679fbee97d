import { type ConsoleMerchantItem, LANGUAGE_CODES } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { useConsoleSession } from '../../shared/api/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import styles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import { Labelled } from '../../shared/ui/Labelled.tsx';
import { type FormField, fieldOf } from './merchant-form.ts';
import { MERCHANTS_QUERY_KEY } from './merchants-api.ts';

const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

type Form = { [field in FormField]?: string };

/** The labelled controls of a merchant form, each with the contract's or the server's problem under it. */
export interface MerchantControls<F extends Form> {
  form: F;
  set: (field: keyof F & FormField) => (value: string) => void;
  problemOf: (field: FormField) => string | undefined;
  input: (field: 'code' | 'name' | 'currency', hint?: string) => ReactNode;
  select: (field: 'timezone' | 'defaultLanguage' | 'copyFrom', options: [string, string][]) => ReactNode;
  text: (field: 'domains' | 'reason', hint: string) => ReactNode;
}

export const timeZoneOptions = (): [string, string][] => TIME_ZONES.map((zone) => [zone, zone]);
export const languageOptions = (): [string, string][] => LANGUAGE_CODES.map((code) => [code, code]);

/**
 * A dialog creating or editing a merchant: the contract checks the form before it is sent, and the server's
 * refusal (a taken code or domain) is said under its field.
 */
export function MerchantDialog<F extends Form>({
  title,
  submitLabel,
  initial,
  problemsOf,
  send,
  onClose,
  onDone,
  children,
}: {
  title: string;
  submitLabel: string;
  initial: F;
  problemsOf: (form: F) => Set<FormField>;
  send: (form: F, csrfToken: string) => Promise<ConsoleMerchantItem>;
  onClose: () => void;
  onDone: (merchant: ConsoleMerchantItem) => void;
  children: (controls: MerchantControls<F>) => ReactNode;
}) {
  const { t } = useTranslation();
  const csrfToken = useConsoleSession().data?.csrfToken ?? '';
  const queryClient = useQueryClient();
  const [form, setForm] = useState<F>(initial);
  const [checked, setChecked] = useState(false);
  const mutation = useMutation({
    mutationFn: () => send(form, csrfToken),
    onSuccess: (merchant) => {
      void queryClient.invalidateQueries({ queryKey: MERCHANTS_QUERY_KEY });
      onDone(merchant);
    },
  });
  const problems = checked ? problemsOf(form) : new Set<FormField>();
  const refusedField = mutation.error instanceof ApiError ? fieldOf(mutation.error.field) : undefined;
  const problemOf = (field: FormField) => {
    if (refusedField === field) return errorText(t, mutation.error);
    return problems.has(field) ? t(`merchants.problems.${field}`) : undefined;
  };
  const set = (field: keyof F & FormField) => (value: string) => {
    mutation.reset();
    setForm((current) => ({ ...current, [field]: value }));
  };
  const value = (field: FormField) => form[field] ?? '';
  const controls: MerchantControls<F> = {
    form,
    set,
    problemOf,
    input: (field, hint) => (
      <Labelled
        label={t(`merchants.${field}`)}
        hint={hint}
        problem={problemOf(field)}
        render={(props) => (
          <input
            {...props}
            className={fieldStyles.input}
            autoComplete="off"
            value={value(field)}
            onChange={(event) => set(field)(event.target.value)}
          />
        )}
      />
    ),
    select: (field, options) => (
      <Labelled
        label={t(`merchants.${field}`)}
        problem={problemOf(field)}
        render={(props) => (
          <select
            {...props}
            className={fieldStyles.input}
            value={value(field)}
            onChange={(event) => set(field)(event.target.value)}
          >
            {options.map(([option, label]) => (
              <option key={option} value={option}>
                {label}
              </option>
            ))}
          </select>
        )}
      />
    ),
    text: (field, hint) => (
      <Labelled
        label={t(`merchants.${field}`)}
        hint={hint}
        problem={problemOf(field)}
        render={(props) => (
          <textarea
            {...props}
            className={`${fieldStyles.input} ${fieldStyles.multiline}`}
            rows={3}
            value={value(field)}
            onChange={(event) => set(field)(event.target.value)}
          />
        )}
      />
    ),
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (problemsOf(form).size === 0) mutation.mutate();
        }}
      >
        {children(controls)}
        <ErrorMessage text={mutation.isError && !refusedField ? errorText(t, mutation.error) : undefined} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
