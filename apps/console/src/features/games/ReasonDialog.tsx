import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { DialogActions } from '../../shared/ui/DialogActions.tsx';
import { Field } from '../../shared/ui/Field.tsx';

/** A change of this page confirmed with a reason for the audit trail (decision 0060); `children` adds fields. */
export function ReasonDialog({
  title,
  text,
  submitLabel,
  error,
  pending,
  ready = true,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  text?: string;
  submitLabel: string;
  error: unknown;
  pending: boolean;
  /** Whether the extra fields are complete. */
  ready?: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        className={dialogStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(reason.trim());
        }}
      >
        {text ? <p>{text}</p> : null}
        {children}
        <Field
          label={t('games.reason')}
          value={reason}
          maxLength={500}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogActions
          error={error}
          onCancel={onClose}
          submitLabel={submitLabel}
          submitDisabled={pending || !ready || reason.trim() === ''}
        />
      </form>
    </Dialog>
  );
}
