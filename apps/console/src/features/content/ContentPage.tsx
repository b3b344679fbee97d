import { CONTENT_STATUSES } from '@lobby/contract';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import styles from './Content.module.css';
import { ContentEditor } from './ContentEditor.tsx';
import { type ContentItem, useContentList } from './content-api.ts';
import { type ContentFilters, contentAddress, contentSearch, readContentFilters } from './content-filters.ts';
import { CONTENT_KINDS, type ContentKindName, draftOf, emptyDraft } from './content-kinds.ts';
import { DeleteDialog } from './DeleteDialog.tsx';

const column = createColumnHelper<ContentItem>();

/** What sets an item apart besides its title: an announcement's kind, a banner's group. */
const placeOf = (item: ContentItem, t: TFunction): string =>
  'kind' in item
    ? t(`content.kinds.${item.kind}`)
    : 'groupName' in item
      ? t(`content.groups.${item.groupName}`)
      : '';

/**
 * One kind of content (announcements, banners or help articles; decision 0057): the merchant's items with
 * status and language filters kept in the address, an editor with the phone preview, and delete after a
 * confirmation.
 */
export function ContentPage({ kind }: { kind: ContentKindName }) {
  const { t, i18n } = useTranslation();
  const config = CONTENT_KINDS[kind];
  const filters = readContentFilters(useSearch());
  const [, navigate] = useLocation();
  const list = useContentList(config, contentSearch(filters));
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  // A new editor when the operator opens an item (not when a save puts the new item's id in the address).
  const [opened, setOpened] = useState(0);
  const show = (next: ContentFilters) => navigate(contentAddress(config.path, next));
  const openItem = (item: string) => {
    setOpened((count) => count + 1);
    show({ ...filters, item });
  };
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const columns = [
    column.accessor((item) => item.texts[0]?.title ?? '', {
      id: 'title',
      header: t('content.columns.title'),
      cell: (cell) => <span className={styles.title}>{cell.getValue()}</span>,
    }),
    column.accessor((item) => item.texts.map((text) => text.language).join(', '), {
      id: 'languages',
      header: t('content.columns.languages'),
    }),
    ...(kind === 'help'
      ? []
      : [
          column.accessor((item) => placeOf(item, t), {
            id: 'place',
            header: t(`content.columns.place.${kind}`),
          }),
        ]),
    column.accessor('status', {
      header: t('content.columns.status'),
      cell: (cell) => (
        <span className={styles.status} data-status={cell.getValue()}>
          {t(`content.statuses.${cell.getValue()}`)}
        </span>
      ),
    }),
    column.accessor('sortOrder', { header: t('content.columns.order') }),
    column.accessor(
      (item) =>
        item.startsAt || item.endsAt ? `${when(item.startsAt)} – ${when(item.endsAt)}` : t('content.always'),
      {
        id: 'schedule',
        header: t('content.columns.schedule'),
      },
    ),
    column.accessor('updatedAt', {
      header: t('content.columns.updated'),
      cell: (cell) => when(cell.getValue()),
    }),
    column.display({
      id: 'actions',
      header: () => <span className={styles.hidden}>{t('content.columns.actions')}</span>,
      cell: ({ row }) => {
        const title = row.original.texts[0]?.title ?? '';
        return (
          <div className={styles.rowActions}>
            <Button
              variant="secondary"
              aria-label={t('content.actions.editOf', { title })}
              aria-pressed={filters.item === row.original.id}
              onClick={() => openItem(row.original.id)}
            >
              {t('content.actions.edit')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('content.actions.deleteOf', { title })}
              onClick={() => setDeleting(row.original)}
            >
              {t('content.actions.delete')}
            </Button>
          </div>
        );
      },
    }),
  ];
  return (
    <>
      <PageTitle text={t(`content.${kind}.title`)} />
      <QueryView query={list}>
        {(data) => {
          const open = data.list.find((item) => item.id === filters.item);
          return (
            <>
              <form
                className={styles.filters}
                aria-label={t('content.filters')}
                onSubmit={(event) => event.preventDefault()}
              >
                {data.merchantCodes.length > 1 ? (
                  <Select
                    label={t('content.merchant')}
                    value={data.merchantCode}
                    options={data.merchantCodes.map((value) => ({ value, label: value }))}
                    onChange={(event) => show({ ...filters, merchantCode: event.target.value, item: '' })}
                  />
                ) : null}
                <Select
                  label={t('content.columns.status')}
                  value={filters.status}
                  options={[
                    { value: '', label: t('content.statuses.all') },
                    ...CONTENT_STATUSES.map((value) => ({ value, label: t(`content.statuses.${value}`) })),
                  ]}
                  onChange={(event) =>
                    show({ ...filters, status: event.target.value as ContentFilters['status'], item: '' })
                  }
                />
                <Select
                  label={t('content.language')}
                  value={filters.language}
                  options={[
                    { value: '', label: t('content.languages.all') },
                    ...data.languages.map((value) => ({ value, label: value })),
                  ]}
                  onChange={(event) => show({ ...filters, language: event.target.value, item: '' })}
                />
              </form>
              {filters.item ? (
                <ContentEditor
                  key={`${data.merchantCode}:${opened}`}
                  kind={kind}
                  initial={open ? draftOf(open) : emptyDraft(data.defaultLanguage)}
                  merchantCode={data.merchantCode}
                  languages={data.languages}
                  onSaved={(item) => show({ ...filters, item: item.id })}
                  onClose={() => show({ ...filters, item: '' })}
                />
              ) : null}
              <DataTable
                caption={t(`content.${kind}.title`)}
                rows={data.list}
                columns={columns}
                emptyText={t('content.empty')}
                actions={
                  <Button onClick={() => openItem('new')}>
                    <Plus aria-hidden size={16} />
                    {t(`content.${kind}.new`)}
                  </Button>
                }
              />
              {deleting ? (
                <DeleteDialog
                  kind={config}
                  merchantCode={data.merchantCode}
                  id={deleting.id}
                  title={deleting.texts[0]?.title ?? ''}
                  onClose={() => setDeleting(null)}
                  onDeleted={() => {
                    setDeleting(null);
                    if (filters.item === deleting.id) show({ ...filters, item: '' });
                  }}
                />
              ) : null}
            </>
          );
        }}
      </QueryView>
    </>
  );
}
