import type { ConsoleVendor } from '@lobby/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { ActionsHeader } from './ActionsHeader.tsx';
import styles from './Games.module.css';
import { useVendors } from './games-api.ts';
import { MaintenanceDialog, SyncDialog, VendorSwitchDialog } from './VendorDialogs.tsx';

const column = createColumnHelper<ConsoleVendor>();
type Opened = { kind: 'switch' | 'maintenance' | 'sync'; vendor: ConsoleVendor } | null;

/** The vendors with their switch, maintenance window and game counts; changes go through a dialog. */
export function VendorsPanel({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const vendors = useVendors();
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  const stateOf = (vendor: ConsoleVendor) => {
    if (!vendor.enabled) return t('games.vendors.off');
    if (vendor.inMaintenance) return t('games.vendors.inMaintenance');
    if (vendor.maintenance)
      return t('games.vendors.maintenanceFrom', {
        at: formatDateTime(vendor.maintenance.startsAt ?? '', i18n.language),
      });
    return t('games.vendors.on');
  };
  const columns = [
    column.accessor('displayName', { header: t('games.vendors.name') }),
    column.accessor('code', { header: t('games.vendors.code') }),
    column.accessor((vendor) => stateOf(vendor), {
      id: 'state',
      header: t('games.vendors.state'),
      cell: (cell) => (
        <span
          className={styles.state}
          data-on={cell.row.original.enabled && !cell.row.original.inMaintenance}
        >
          {cell.getValue()}
        </span>
      ),
    }),
    column.accessor((vendor) => `${vendor.enabledGameCount} / ${vendor.gameCount}`, {
      id: 'games',
      header: t('games.vendors.games'),
    }),
    ...(canWrite
      ? [
          column.display({
            id: 'actions',
            header: ActionsHeader,
            cell: ({ row }) => {
              const vendor = row.original;
              const name = vendor.displayName;
              return (
                <div className={styles.rowActions}>
                  <label className={styles.switch}>
                    <input
                      type="checkbox"
                      role="switch"
                      checked={vendor.enabled}
                      aria-checked={vendor.enabled}
                      aria-label={t('games.vendors.switchOf', { name })}
                      onChange={() => setOpened({ kind: 'switch', vendor })}
                    />
                  </label>
                  <Button
                    variant="secondary"
                    aria-label={t('games.vendors.maintenanceOf', { name })}
                    onClick={() => setOpened({ kind: 'maintenance', vendor })}
                  >
                    {t('games.vendors.maintenance')}
                  </Button>
                  {vendor.canSync ? (
                    <Button
                      variant="secondary"
                      aria-label={t('games.vendors.syncOf', { name })}
                      onClick={() => setOpened({ kind: 'sync', vendor })}
                    >
                      {t('games.vendors.sync')}
                    </Button>
                  ) : null}
                </div>
              );
            },
          }),
        ]
      : []),
  ];
  return (
    <section aria-labelledby="vendors-heading" className={styles.section}>
      <h2 id="vendors-heading" className={styles.heading}>
        {t('games.vendors.title')}
      </h2>
      <QueryView query={vendors}>
        {(data) => (
          <DataTable
            caption={t('games.vendors.title')}
            rows={data.list}
            columns={columns}
            emptyText={t('games.vendors.empty')}
          />
        )}
      </QueryView>
      {opened?.kind === 'switch' ? <VendorSwitchDialog vendor={opened.vendor} onClose={close} /> : null}
      {opened?.kind === 'maintenance' ? <MaintenanceDialog vendor={opened.vendor} onClose={close} /> : null}
      {opened?.kind === 'sync' ? <SyncDialog vendor={opened.vendor} onClose={close} /> : null}
    </section>
  );
}
