import type { ConsoleVendor } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field.tsx';
import { ReasonForm } from '../../shared/ui/ReasonDialog.tsx';
import { useSyncVendor, useUpdateVendor } from './games-api.ts';

/** A local date and time input's value as an instant, or null when empty. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : null);

/** Switches the vendor on or off after asking why. */
export function VendorSwitchDialog({ vendor, onClose }: { vendor: ConsoleVendor; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateVendor(vendor.code);
  const enabled = !vendor.enabled;
  const name = vendor.displayName;
  return (
    <ReasonForm
      title={t(enabled ? 'games.vendors.enableTitle' : 'games.vendors.disableTitle', { name })}
      reasonLabel={t('games.reason')}
      text={t(enabled ? 'games.vendors.enableText' : 'games.vendors.disableText')}
      submitLabel={t(enabled ? 'games.vendors.enable' : 'games.vendors.disable')}
      error={update.error}
      pending={update.isPending}
      onSubmit={(reason) => update.mutate({ enabled, reason }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** Sets a maintenance window with the players' message, or ends the current one. */
export function MaintenanceDialog({ vendor, onClose }: { vendor: ConsoleVendor; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateVendor(vendor.code);
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [message, setMessage] = useState(vendor.maintenance?.message ?? '');
  const name = vendor.displayName;
  if (vendor.maintenance)
    return (
      <ReasonForm
        title={t('games.vendors.endMaintenanceTitle', { name })}
        reasonLabel={t('games.reason')}
        text={vendor.maintenance.message}
        submitLabel={t('games.vendors.endMaintenance')}
        error={update.error}
        pending={update.isPending}
        onSubmit={(reason) => update.mutate({ maintenance: null, reason }, { onSuccess: onClose })}
        onClose={onClose}
      />
    );
  return (
    <ReasonForm
      title={t('games.vendors.maintenanceTitle', { name })}
      reasonLabel={t('games.reason')}
      submitLabel={t('games.vendors.startMaintenance')}
      error={update.error}
      pending={update.isPending}
      ready={endsAt !== '' && message.trim() !== ''}
      onSubmit={(reason) =>
        update.mutate(
          {
            maintenance: {
              startsAt: instantOf(startsAt),
              endsAt: instantOf(endsAt) ?? '',
              message: message.trim(),
            },
            reason,
          },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    >
      <Field
        label={t('games.vendors.startsAt')}
        type="datetime-local"
        value={startsAt}
        onChange={(event) => setStartsAt(event.target.value)}
      />
      <Field
        label={t('games.vendors.endsAt')}
        type="datetime-local"
        value={endsAt}
        required
        onChange={(event) => setEndsAt(event.target.value)}
      />
      <Field
        label={t('games.vendors.message')}
        value={message}
        maxLength={300}
        required
        onChange={(event) => setMessage(event.target.value)}
      />
    </ReasonForm>
  );
}

/** Reads the vendor's game list through its adapter; says what was added and switched off. */
export function SyncDialog({ vendor, onClose }: { vendor: ConsoleVendor; onClose: () => void }) {
  const { t } = useTranslation();
  const sync = useSyncVendor(vendor.code);
  return (
    <ReasonForm
      title={t('games.vendors.syncTitle', { name: vendor.displayName })}
      reasonLabel={t('games.reason')}
      text={
        sync.data
          ? t('games.vendors.synced', { added: sync.data.added, disabled: sync.data.disabled })
          : t('games.vendors.syncText')
      }
      submitLabel={t('games.vendors.sync')}
      error={sync.error}
      pending={sync.isPending}
      onSubmit={(reason) => sync.mutate({ reason })}
      onClose={onClose}
    />
  );
}
