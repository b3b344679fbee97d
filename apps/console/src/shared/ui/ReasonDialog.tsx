import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '../api/session.ts';
import dialogStyles from './Dialog.module.css';
import { Dialog } from './Dialog.tsx';
import { DialogActions } from './DialogActions.tsx';
import { TextArea } from './TextArea.tsx';

interface ReasonDialogProps {
  title: string;
  submitLabel: string;
  /** The reason's label (default: "Reason"). */
  reasonLabel?: string;
  /** Whether the fields above the reason are complete (default: true). */
  ready?: boolean;
  send: (reason: string, csrfToken: string) => Promise<unknown>;
  onDone: () => void;
  /** After a refusal, e.g. to fetch a list again that moved on meanwhile; the dialog stays open. */
  onError?: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/** A change that needs a reason (a register entry, a settings save or restore): the reason, Cancel and submit. */
export function ReasonDialog({
  title,
  submitLabel,
  reasonLabel,
  ready = true,
  send,
  onDone,
  onError,
  onClose,
  children,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const csrfToken = useConsoleSession().data?.csrfToken ?? '';
  const change = useMutation({
    mutationFn: () => send(trimmed, csrfToken),
    onSuccess: onDone,
    onError,
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
          label={reasonLabel ?? t('dialog.reason')}
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
