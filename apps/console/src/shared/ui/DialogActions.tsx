import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import { Button } from './Button.tsx';
import styles from './Dialog.module.css';
import { ErrorMessage } from './ErrorMessage.tsx';

interface DialogActionsProps {
  /** The server's refusal of the last submit, said in the operator's language. */
  error: unknown;
  onCancel: () => void;
  submitLabel: string;
  submitDisabled: boolean;
}

/** The foot of a decision dialog: what went wrong, then Cancel and the dialog's submit button. */
export function DialogActions({ error, onCancel, submitLabel, submitDisabled }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorMessage text={error ? errorText(t, error) : undefined} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
