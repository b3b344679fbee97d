import type { ConsoleRole, OperatorItem } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useConsoleSession } from '../../shared/api/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import styles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { OPERATORS_QUERY_KEY, updateOperator } from './operators-api.ts';
import { RoleSelect } from './RoleSelect.tsx';

/** Changes an operator's role or disables / enables them, with a reason (which the audit trail keeps). */
export function UpdateOperatorDialog({ operator, onClose }: { operator: OperatorItem; onClose: () => void }) {
  const { t } = useTranslation();
  const csrfToken = useConsoleSession().data?.csrfToken ?? '';
  const queryClient = useQueryClient();
  const [role, setRole] = useState<ConsoleRole>(operator.role);
  const [state, setState] = useState(operator.disabled ? 'disabled' : 'enabled');
  const [reason, setReason] = useState('');
  const update = useMutation({
    mutationFn: () =>
      updateOperator(operator.id, { role, disabled: state === 'disabled', reason: reason.trim() }, csrfToken),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OPERATORS_QUERY_KEY });
      onClose();
    },
  });
  return (
    <Dialog title={t('operators.changeTitle', { username: operator.username })} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate();
        }}
      >
        <RoleSelect value={role} onChange={setRole} />
        <Select
          label={t('operators.access')}
          value={state}
          onChange={(event) => setState(event.target.value)}
          options={[
            { value: 'enabled', label: t('operators.enabled') },
            { value: 'disabled', label: t('operators.disabled') },
          ]}
        />
        <TextArea
          label={t('operators.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <ErrorMessage text={update.isError ? errorText(t, update.error) : undefined} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending || !reason.trim()}>
            {t('operators.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
