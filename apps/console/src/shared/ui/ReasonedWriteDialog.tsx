import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useConsoleSession } from '../api/session.ts';
import dialogStyles from './Dialog.module.css';
import { Dialog } from './Dialog.tsx';
import { DialogActions } from './DialogActions.tsx';
import { TextArea } from './TextArea.tsx';

interface Props {
  title: string;
  submitLabel: string;
  reasonLabel: string;
  /** Whether the fields above the reason are complete. */
  ready?: boolean;
  /** The list fetched again once the write is done, and also when it was refused (it may have moved on). */
  queryKey: string;
  send: (reason: string, csrfToken: string) => Promise<unknown>;
  onClose: () => void;
  /** What the write is about, or its fields, above the reason. */
  children?: ReactNode;
}

/** One console write that needs a reason: nothing is sent until the reason (and `ready`) is there. */
export function ReasonedWriteDialog({
  title,
  submitLabel,
  reasonLabel,
  ready = true,
  queryKey,
  send,
  onClose,
  children,
}: Props) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const queryClient = useQueryClient();
  const csrfToken = useConsoleSession().data?.csrfToken ?? '';
  const reload = () => queryClient.invalidateQueries({ queryKey: [queryKey] });
  const change = useMutation({
    mutationFn: () => send(trimmed, csrfToken),
    onSuccess: () => {
      void reload();
      onClose();
    },
    onError: () => void reload(),
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
          label={reasonLabel}
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
