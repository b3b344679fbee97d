import type { ExclusionRegisterEntry } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '../../shared/api/session.ts';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { DialogActions } from '../../shared/ui/DialogActions.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { addExclusionEntry, EXCLUSIONS_QUERY_KEY, removeExclusionEntry } from './protection-api.ts';

interface ReasonDialogProps {
  title: string;
  submitLabel: string;
  /** Whether the fields above the reason are complete. */
  ready: boolean;
  send: (reason: string, csrfToken: string) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}

/** A register change with its reason; the register's list is fetched again once it is done. */
function RegisterChangeDialog({ title, submitLabel, ready, send, onClose, children }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const csrfToken = useConsoleSession().data?.csrfToken ?? '';
  const change = useMutation({
    mutationFn: () => send(trimmed, csrfToken),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [EXCLUSIONS_QUERY_KEY] });
      onClose();
    },
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        className={dialogStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && trimmed) change.mutate();
        }}
      >
        {children}
        <TextArea
          label={t('exclusions.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogActions
          error={change.isError ? change.error : undefined}
          onCancel={onClose}
          submitLabel={submitLabel}
          submitDisabled={change.isPending || !ready || !trimmed}
        />
      </form>
    </Dialog>
  );
}

/** Adds a person to the register by mobile number (dialing code and number) and/or username. */
export function AddEntryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [username, setUsername] = useState('');
  const hasMobile = mobile.trim() !== '' && dialingCode.trim() !== '';
  const hasUsername = username.trim() !== '';
  return (
    <RegisterChangeDialog
      title={t('exclusions.addTitle')}
      submitLabel={t('exclusions.add')}
      ready={hasMobile || (hasUsername && mobile.trim() === '')}
      onClose={onClose}
      send={(reason, csrfToken) =>
        addExclusionEntry(
          {
            ...(hasMobile ? { countryDialingCode: dialingCode.trim(), mobileNum: mobile.trim() } : {}),
            ...(hasUsername ? { username: username.trim() } : {}),
            reason,
          },
          csrfToken,
        )
      }
    >
      <p>{t('exclusions.addHint')}</p>
      <Field
        label={t('exclusions.dialingCode')}
        inputMode="tel"
        maxLength={5}
        value={dialingCode}
        onChange={(event) => setDialingCode(event.target.value)}
      />
      <Field
        label={t('exclusions.mobile')}
        inputMode="tel"
        maxLength={20}
        autoComplete="off"
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
      />
      <Field
        label={t('exclusions.username')}
        maxLength={40}
        autoComplete="off"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
    </RegisterChangeDialog>
  );
}

/** Removes an entry from the register with a reason. */
export function RemoveEntryDialog({
  entry,
  onClose,
}: {
  entry: ExclusionRegisterEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RegisterChangeDialog
      title={t('exclusions.removeTitle')}
      submitLabel={t('exclusions.remove')}
      ready
      onClose={onClose}
      send={(reason, csrfToken) => removeExclusionEntry(entry.id, reason, csrfToken)}
    >
      <p>{t('exclusions.removeOf', { person: [entry.mobile, entry.username].filter(Boolean).join(', ') })}</p>
    </RegisterChangeDialog>
  );
}
