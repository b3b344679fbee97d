import { MEMBER_SEARCH_FIELDS, type MemberSearchField } from '@lobby/contract';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import styles from './Members.module.css';
import type { MemberSearch } from './member-search.ts';

/** The field to look in and the start of what to find; Enter in the text box searches (page 1). */
export function MemberSearchForm({
  search,
  onSearch,
}: {
  search: MemberSearch;
  onSearch: (search: MemberSearch) => void;
}) {
  const { t } = useTranslation();
  const [by, setBy] = useState<MemberSearchField>(search.by);
  const [q, setQ] = useState(search.q);
  return (
    <search className={styles.searchArea}>
      <form
        className={styles.searchForm}
        aria-label={t('members.search')}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch({ by, q: q.trim(), page: 1 });
        }}
      >
        <Select
          label={t('members.by')}
          value={by}
          onChange={(event) => setBy(event.target.value as MemberSearchField)}
          options={MEMBER_SEARCH_FIELDS.map((field) => ({
            value: field,
            label: t(`members.fields.${field}`),
          }))}
        />
        <div className={styles.searchText}>
          <Field
            label={t('members.query')}
            type="search"
            value={q}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden size={18} />
          {t('members.submit')}
        </Button>
      </form>
      <p className={styles.hint}>{t('members.hint')}</p>
    </search>
  );
}
