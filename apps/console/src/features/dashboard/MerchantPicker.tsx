import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../shared/ui/Field.module.css';

/** A platform operator's choice of the merchant whose figures show. */
export function MerchantPicker({
  codes,
  value,
  onChange,
}: {
  codes: string[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {t('dashboard.merchant')}
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
