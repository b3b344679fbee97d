import { type ExclusionRegisterEntry, roleAllows } from '@lobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import { AddEntryDialog, RemoveEntryDialog } from './EntryDialogs.tsx';
import { useExclusionColumns } from './ExclusionHistory.tsx';
import styles from './Protection.module.css';
import {
  EXCLUSIONS_QUERY_KEY,
  type ExclusionFilters,
  exclusionsSearch,
  fetchExclusions,
} from './protection-api.ts';

const entryColumn = createColumnHelper<ExclusionRegisterEntry>();
const KINDS = ['all', 'time_out', 'self_exclusion'] as const;
const STATES = ['active', 'ended', 'all'] as const;

/** The address's filters: exclusions still in force unless ended (or all) are asked for. */
function readFilters(search: string): ExclusionFilters {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  const state = params.get('state');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    kind: KINDS.includes(kind as ExclusionFilters['kind']) ? (kind as ExclusionFilters['kind']) : 'all',
    state: STATES.includes(state as ExclusionFilters['state'])
      ? (state as ExclusionFilters['state'])
      : 'active',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of the filters; the default state (active) stays out of it, every state is 'all'. */
function filtersAddress(filters: ExclusionFilters): string {
  const search = new URLSearchParams(exclusionsSearch(filters));
  if (filters.state === 'active') search.delete('state');
  else if (filters.state === 'all') search.set('state', 'all');
  const query = search.toString();
  return query ? `/exclusions?${query}` : '/exclusions';
}

/** /exclusions: members' time-outs and self-exclusions, and the merchant's exclusion register (decision 0055). */
export function ExclusionsPage() {
  const { t, i18n } = useTranslation();
  const role = useConsoleSession().data?.operator.role;
  const filters = readFilters(useSearch());
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ExclusionRegisterEntry>();
  const exclusions = useQuery({
    queryKey: [EXCLUSIONS_QUERY_KEY, exclusionsSearch(filters)],
    queryFn: () => fetchExclusions(filters),
    placeholderData: keepPreviousData,
  });
  const mayChange = role !== undefined && roleAllows(role, 'addConsoleExclusionEntry');
  const show = (next: ExclusionFilters) => navigate(filtersAddress(next));
  const columns = [
    entryColumn.accessor('mobile', {
      header: t('exclusions.mobile'),
      cell: (cell) => cell.getValue() ?? '—',
    }),
    entryColumn.accessor('username', {
      header: t('exclusions.username'),
      cell: (cell) => cell.getValue() ?? '—',
    }),
    entryColumn.accessor('reason', { header: t('exclusions.reason') }),
    entryColumn.accessor('addedBy', { header: t('exclusions.addedBy') }),
    entryColumn.accessor('createdAt', {
      header: t('exclusions.added'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    entryColumn.display({
      id: 'actions',
      header: t('exclusions.actions'),
      cell: ({ row }) =>
        mayChange ? (
          <Button
            variant="secondary"
            aria-label={t('exclusions.removeOfEntry', {
              person: row.original.username ?? row.original.mobile ?? '',
            })}
            onClick={() => setRemoving(row.original)}
          >
            {t('exclusions.remove')}
          </Button>
        ) : null,
    }),
  ];
  const memberColumns = useExclusionColumns({ withMember: true });
  return (
    <>
      <PageTitle text={t('exclusions.title')} />
      {adding && <AddEntryDialog onClose={() => setAdding(false)} />}
      {removing && <RemoveEntryDialog entry={removing} onClose={() => setRemoving(undefined)} />}
      <form className={styles.filters} onSubmit={(event) => event.preventDefault()}>
        <Select
          label={t('exclusions.kind')}
          value={filters.kind}
          onChange={(event) =>
            show({ ...filters, kind: event.target.value as ExclusionFilters['kind'], page: 1 })
          }
          options={KINDS.map((kind) => ({
            value: kind,
            label: kind === 'all' ? t('exclusions.allKinds') : t(`exclusions.kinds.${kind}`),
          }))}
        />
        <Select
          label={t('exclusions.state')}
          value={filters.state}
          onChange={(event) =>
            show({ ...filters, state: event.target.value as ExclusionFilters['state'], page: 1 })
          }
          options={STATES.map((state) => ({
            value: state,
            label: state === 'all' ? t('exclusions.allStates') : t(`exclusions.${state}`),
          }))}
        />
      </form>
      <QueryView query={exclusions}>
        {(page) => (
          <>
            <DataTable
              caption={t('exclusions.members')}
              rows={page.list}
              columns={memberColumns}
              emptyText={t('exclusions.empty')}
              sortable
              paging={{
                page: filters.page,
                hasMore: page.hasMore,
                onPage: (next) => show({ ...filters, page: next }),
              }}
            />
            <section className={styles.section} aria-labelledby="exclusion-register-title">
              <h2 id="exclusion-register-title" className={styles.sectionTitle}>
                {t('exclusions.register')}
              </h2>
              <p className={styles.hint}>{t('exclusions.registerHint')}</p>
              <DataTable
                caption={t('exclusions.register')}
                rows={page.register}
                columns={columns}
                emptyText={t('exclusions.registerEmpty')}
                actions={
                  mayChange ? (
                    <Button onClick={() => setAdding(true)}>{t('exclusions.addTitle')}</Button>
                  ) : null
                }
              />
            </section>
          </>
        )}
      </QueryView>
    </>
  );
}
