import type { DecisionRequest } from '@lobby/contract';
import type { ReactNode } from 'react';
import { useDecision } from '../api/use-decision.ts';
import dialogStyles from './Dialog.module.css';
import { Dialog } from './Dialog.tsx';
import { DialogActions } from './DialogActions.tsx';
import { TextArea } from './TextArea.tsx';

interface Props {
  title: string;
  /** What the decision does, said to the operator. */
  text: string;
  submitLabel: string;
  reasonLabel: string;
  approve: boolean;
  /** What is decided on is not ready yet (e.g. an edited value the contract refuses): submit waits. */
  blocked?: boolean;
  /** The list that reloads after the decision, also when it was refused (a lost race shows the new state). */
  queryKey: string;
  send: (body: DecisionRequest, csrfToken: string) => Promise<unknown>;
  onClose: () => void;
  /** What is decided on, shown under the text. */
  children?: ReactNode;
}

/** Approves, or rejects with the reason a rejection needs, one item of a review queue. */
export function DecisionDialog({
  title,
  text,
  submitLabel,
  reasonLabel,
  approve,
  blocked = false,
  queryKey,
  send,
  onClose,
  children,
}: Props) {
  const { reason, setReason, decide, ready } = useDecision(queryKey, send, approve, onClose);
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        className={dialogStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          decide.mutate();
        }}
      >
        <p>{text}</p>
        {children}
        {approve ? null : (
          <TextArea
            label={reasonLabel}
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        <DialogActions
          error={decide.isError ? decide.error : undefined}
          onCancel={onClose}
          submitLabel={submitLabel}
          submitDisabled={decide.isPending || !ready || blocked}
        />
      </form>
    </Dialog>
  );
}
