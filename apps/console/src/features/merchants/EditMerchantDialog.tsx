import type { ConsoleMerchantItem, LanguageCode } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { languageOptions, MerchantDialog, timeZoneOptions } from './MerchantDialog.tsx';
import { editProblems, editRequestOf } from './merchant-form.ts';
import { updateMerchant } from './merchants-api.ts';

/** Edits a merchant's name, domains, timezone and default language with a reason (decision 0072). */
export function EditMerchantDialog({
  merchant,
  onClose,
  onSaved,
}: {
  merchant: ConsoleMerchantItem;
  onClose: () => void;
  onSaved: (merchant: ConsoleMerchantItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <MerchantDialog
      title={t('merchants.editTitle', { code: merchant.code })}
      submitLabel={t('merchants.save')}
      initial={{
        name: merchant.name,
        domains: merchant.domains.join('\n'),
        timezone: merchant.timezone,
        defaultLanguage: merchant.defaultLanguage as LanguageCode,
        reason: '',
      }}
      problemsOf={editProblems}
      send={(form, csrfToken) => updateMerchant(merchant.code, editRequestOf(form), csrfToken)}
      onClose={onClose}
      onDone={onSaved}
    >
      {(controls) => (
        <>
          {controls.input('name')}
          {controls.text('domains', t('merchants.domainsHint'))}
          {controls.select('timezone', timeZoneOptions())}
          {controls.select('defaultLanguage', languageOptions())}
          {controls.text('reason', t('merchants.reasonHint'))}
        </>
      )}
    </MerchantDialog>
  );
}
