import type { ConsoleMerchantItem } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { CopyFromPicker } from './CopyFromPicker.tsx';
import { languageOptions, MerchantDialog, timeZoneOptions } from './MerchantDialog.tsx';
import { EMPTY_FORM, formProblems, requestOf } from './merchant-form.ts';
import { createMerchant } from './merchants-api.ts';

/**
 * Creates a merchant: code, name, domains (one a line), currency, timezone, default language and the merchant
 * whose settings it copies, found by code or name among all merchants.
 */
export function CreateMerchantDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (merchant: ConsoleMerchantItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <MerchantDialog
      title={t('merchants.createTitle')}
      submitLabel={t('merchants.create')}
      initial={EMPTY_FORM}
      problemsOf={formProblems}
      send={(form, csrfToken) => createMerchant(requestOf(form), csrfToken)}
      onClose={onClose}
      onDone={onCreated}
    >
      {(controls) => (
        <>
          {controls.input('code', t('merchants.codeHint'))}
          {controls.input('name', t('merchants.nameHint'))}
          {controls.text('domains', t('merchants.domainsHint'))}
          {controls.input('currency', t('merchants.currencyHint'))}
          {controls.select('timezone', timeZoneOptions())}
          {controls.select('defaultLanguage', languageOptions())}
          <CopyFromPicker
            value={controls.form.copyFrom}
            problem={controls.problemOf('copyFrom')}
            onChange={controls.set('copyFrom')}
          />
        </>
      )}
    </MerchantDialog>
  );
}
