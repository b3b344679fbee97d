import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '../api/session.ts';
import dialogStyles from './Dialog.module.css';
import { Dialog } from './Dialog.tsx';
import { DialogActions } from './DialogActions.tsx';
import { TextArea } from './TextArea.tsx';

interface ReasonFormProps {
  title: string;
  /** What the change does, said above the fields. */
  text?: string;
  submitLabel: string;
  /** The reason's label (default: "Reason"). */
  reasonLabel?: string;
  /** Whether the fields above the reason are complete (default: true). */
  ready?: boolean;
  error: unknown;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * A change that needs a reason for the audit trail, sent by the caller (who owns the request): the text,
 * the fields in `children`, the reason, Cancel and submit. Nothing is submitted without a reason.
 */
export function ReasonForm({
  title,
  text,
  submitLabel,
  reasonLabel,
  ready = true,
  error,
  pending,
  onSubmit,
  onClose,
  children,
}: ReasonFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        className={dialogStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && trimmed) onSubmit(trimmed);
        }}
      >
        {text ? <p>{text}</p> : null}
        {children}
        <TextArea
          label={reasonLabel ?? t('dialog.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogActions
          error={error}
          onCancel={onClose}
          submitLabel={submitLabel}
          submitDisabled={pending || !ready || !trimmed}
        />
      </form>
    </Dialog>
  );
}

type ReasonDialogProps = Omit<ReasonFormProps, 'error' | 'pending' | 'onSubmit'> & {
  send: (reason: string, csrfToken: string) => Promise<unknown>;
  onDone: () => void;
  /** After a refusal, e.g. to fetch a list again that moved on meanwhile; the dialog stays open. */
  onError?: () => void;
};

/** A `ReasonForm` that sends the change itself (a register entry, a settings save or restore, a payout hold). */
export function ReasonDialog({ send, onDone, onError, ...form }: ReasonDialogProps) {
  const csrfToken = useConsoleSession().data?.csrfToken ?? '';
  const change = useMutation({
    mutationFn: (reason: string) => send(reason, csrfToken),
    onSuccess: onDone,
    onError,
  });
  return (
    <ReasonForm
      {...form}
      error={change.isError ? change.error : undefined}
      pending={change.isPending}
      onSubmit={(reason) => change.mutate(reason)}
    />
  );
}
