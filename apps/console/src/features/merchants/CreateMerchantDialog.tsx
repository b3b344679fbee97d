import { type ConsoleMerchantItem, LANGUAGE_CODES, type LanguageCode } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import {
  EMPTY_FORM,
  type FormField,
  fieldOf,
  formProblems,
  type MerchantForm,
  requestOf,
} from './merchant-form.ts';
import { createMerchant, MERCHANTS_QUERY_KEY } from './merchants-api.ts';

const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/**
 * Creates a merchant: code, name, domains (one a line), currency, timezone, default language and the merchant
 * whose settings it copies. The contract checks the form before it is sent; the server's refusal (a taken
 * code or domain) is said under its field.
 */
export function CreateMerchantDialog({
  merchantCodes,
  onClose,
  onCreated,
}: {
  merchantCodes: string[];
  onClose: () => void;
  onCreated: (merchant: ConsoleMerchantItem) => void;
}) {
  const { t } = useTranslation();
  const csrfToken = useConsoleSession().data?.csrfToken ?? '';
  const queryClient = useQueryClient();
  const [form, setForm] = useState<MerchantForm>(EMPTY_FORM);
  const [checked, setChecked] = useState(false);
  const create = useMutation({
    mutationFn: () => createMerchant(requestOf(form), csrfToken),
    onSuccess: (merchant) => {
      void queryClient.invalidateQueries({ queryKey: MERCHANTS_QUERY_KEY });
      onCreated(merchant);
    },
  });
  const problems = checked ? formProblems(form) : new Set<FormField>();
  const refusedField = create.error instanceof ApiError ? fieldOf(create.error.field) : undefined;
  const problemOf = (field: FormField) => {
    if (refusedField === field) return errorText(t, create.error);
    return problems.has(field) ? t(`merchants.problems.${field}`) : undefined;
  };
  const set = (field: keyof MerchantForm) => (value: string) => {
    create.reset();
    setForm((current) => ({ ...current, [field]: value }));
  };
  const input = (field: 'code' | 'name' | 'currency', hint?: string) => (
    <Labelled
      label={t(`merchants.${field}`)}
      hint={hint}
      problem={problemOf(field)}
      render={(props) => (
        <input
          {...props}
          className={fieldStyles.input}
          autoComplete="off"
          value={form[field]}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    />
  );
  const select = (field: 'timezone' | 'defaultLanguage' | 'copyFrom', options: [string, string][]) => (
    <Labelled
      label={t(`merchants.${field}`)}
      problem={problemOf(field)}
      render={(props) => (
        <select
          {...props}
          className={fieldStyles.input}
          value={form[field]}
          onChange={(event) => set(field)(event.target.value)}
        >
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    />
  );
  return (
    <Dialog title={t('merchants.createTitle')} onClose={onClose}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (formProblems(form).size === 0) create.mutate();
        }}
      >
        {input('code', t('merchants.codeHint'))}
        {input('name', t('merchants.nameHint'))}
        <Labelled
          label={t('merchants.domains')}
          hint={t('merchants.domainsHint')}
          problem={problemOf('domains')}
          render={(props) => (
            <textarea
              {...props}
              className={`${fieldStyles.input} ${fieldStyles.multiline}`}
              rows={3}
              value={form.domains}
              onChange={(event) => set('domains')(event.target.value)}
            />
          )}
        />
        {input('currency', t('merchants.currencyHint'))}
        {select(
          'timezone',
          TIME_ZONES.map((zone) => [zone, zone]),
        )}
        {select(
          'defaultLanguage',
          LANGUAGE_CODES.map((code: LanguageCode) => [code, code]),
        )}
        {select('copyFrom', [
          ['', t('merchants.starterSettings')],
          ...merchantCodes.map((code): [string, string] => [code, code]),
        ])}
        <ErrorMessage text={create.isError && !refusedField ? errorText(t, create.error) : undefined} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {t('merchants.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
