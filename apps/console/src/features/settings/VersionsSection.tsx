import type { MerchantSettingVersion, SettingChange } from '@lobby/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { ReasonDialog } from '../../shared/ui/ReasonDialog.tsx';
import styles from './Settings.module.css';
import { fetchVersions, restoreVersion, SETTINGS_QUERY_KEY, VERSIONS_QUERY_KEY } from './settings-api.ts';

const column = createColumnHelper<MerchantSettingVersion>();

const shown = (value: unknown) => (value === null ? '–' : JSON.stringify(value));

/** A version's changes, one line each: path, before → after. */
function Changes({ changes }: { changes: SettingChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <>{t('settings.versions.noChanges')}</>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.path}>
          <code>{change.path}</code>: <code>{shown(change.before)}</code> → <code>{shown(change.after)}</code>
        </li>
      ))}
    </ul>
  );
}

/** Every saved version of the merchant's settings, newest first, each restorable with a reason. */
export function VersionsSection({ merchant, canRestore }: { merchant: string; canRestore: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState<MerchantSettingVersion>();
  const versions = useQuery({
    queryKey: [VERSIONS_QUERY_KEY, merchant],
    queryFn: () => fetchVersions(merchant),
  });
  const columns = [
    column.accessor('version', { header: t('settings.versions.version') }),
    column.accessor('createdAt', {
      header: t('settings.versions.when'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    column.accessor('operatorUsername', {
      header: t('settings.versions.who'),
      cell: (cell) => cell.getValue() ?? t('settings.versions.initial'),
    }),
    column.accessor('reason', {
      header: t('settings.versions.reason'),
      cell: (cell) => {
        const from = cell.row.original.restoredFrom;
        const reason = cell.getValue() ?? '';
        const text =
          from === null ? reason : `${t('settings.versions.restoredFrom', { version: from })} ${reason}`;
        return <span className={styles.wraps}>{text}</span>;
      },
    }),
    column.accessor('changes', {
      header: t('settings.versions.changes'),
      enableSorting: false,
      cell: (cell) => <Changes changes={cell.getValue()} />,
    }),
    ...(canRestore
      ? [
          column.display({
            id: 'restore',
            header: t('settings.versions.actions'),
            cell: (cell) => (
              <Button
                variant="secondary"
                aria-label={t('settings.versions.restoreOf', { version: cell.row.original.version })}
                onClick={() => setRestoring(cell.row.original)}
              >
                {t('settings.versions.restore')}
              </Button>
            ),
          }),
        ]
      : []),
  ];
  return (
    <section className={styles.wide} aria-labelledby="settings-versions">
      <h2 id="settings-versions">{t('settings.sections.versions')}</h2>
      <QueryView query={versions}>
        {(page) => (
          <DataTable
            caption={t('settings.versions.caption')}
            rows={page.list}
            columns={columns}
            emptyText={t('settings.versions.empty')}
          />
        )}
      </QueryView>
      {restoring && (
        <ReasonDialog
          title={t('settings.versions.restoreTitle', { version: restoring.version })}
          submitLabel={t('settings.versions.restore')}
          send={(reason, csrfToken) => restoreVersion(merchant, restoring.version, reason, csrfToken)}
          onClose={() => setRestoring(undefined)}
          onDone={() => {
            setRestoring(undefined);
            void queryClient.invalidateQueries({ queryKey: [SETTINGS_QUERY_KEY] });
            void queryClient.invalidateQueries({ queryKey: [VERSIONS_QUERY_KEY] });
          }}
        >
          <p>{t('settings.versions.restoreHint')}</p>
        </ReasonDialog>
      )}
    </section>
  );
}
