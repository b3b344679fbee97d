import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import styles from './MemberPage.module.css';

/**
 * Asks the reason for an action on a member and confirms it; nothing is sent without a reason. The server's
 * refusal is shown translated, the dialog staying open.
 */
export function ReasonDialog({
  title,
  hint,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  hint: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = reason.trim();
          setMissing(trimmed === '');
          if (trimmed) onConfirm(trimmed);
        }}
      >
        <p className={styles.hint}>{hint}</p>
        <TextArea
          label={t('member.reason')}
          value={reason}
          maxLength={500}
          required
          error={missing ? t('member.reasonRequired') : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? <ErrorMessage text={errorText(t, error)} /> : null}
        <div className={styles.dialogButtons}>
          <Button variant="secondary" onClick={onClose}>
            {t('member.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
