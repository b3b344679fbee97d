import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../shared/ui/Field.module.css';
import { Labelled } from '../../shared/ui/Labelled.tsx';
import { MERCHANTS_QUERY_KEY, merchantPage } from './merchants-api.ts';

/**
 * The merchant whose settings a new one copies: found by part of its code or name among every merchant (the
 * server searches; decision 0072), then picked from the first 50 that match.
 */
export function CopyFromPicker({
  value,
  problem,
  onChange,
}: {
  value: string;
  problem: string | undefined;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const asked = useDeferredValue(search.trim());
  const found = useQuery({
    queryKey: [...MERCHANTS_QUERY_KEY, 'search', asked],
    queryFn: () => merchantPage(1, asked),
    placeholderData: keepPreviousData,
  });
  const merchants = found.data?.list ?? [];
  const codes = merchants.map((merchant) => merchant.code);
  // The chosen merchant stays a choice while the search shows others.
  const options = value && !codes.includes(value) ? [{ code: value, name: value }, ...merchants] : merchants;
  return (
    <>
      <Labelled
        label={t('merchants.copySearch')}
        hint={
          found.isSuccess && merchants.length === 0 ? t('merchants.copyNone') : t('merchants.copySearchHint')
        }
        render={(props) => (
          <input
            {...props}
            type="search"
            className={fieldStyles.input}
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      />
      <Labelled
        label={t('merchants.copyFrom')}
        problem={problem}
        render={(props) => (
          <select
            {...props}
            className={fieldStyles.input}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{t('merchants.starterSettings')}</option>
            {options.map((merchant) => (
              <option key={merchant.code} value={merchant.code}>
                {merchant.name === merchant.code ? merchant.code : `${merchant.code} (${merchant.name})`}
              </option>
            ))}
          </select>
        )}
      />
    </>
  );
}
