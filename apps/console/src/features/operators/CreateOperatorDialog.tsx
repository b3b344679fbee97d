import type { ConsoleRole, CreatedOperator } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useConsoleSession } from '../../shared/api/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import styles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { createOperator, enrolmentLink, OPERATORS_QUERY_KEY } from './operators-api.ts';
import { RoleSelect } from './RoleSelect.tsx';

/** The one-time enrolment link, shown once, with a copy button. */
function EnrolmentLink({ created, onClose }: { created: CreatedOperator; onClose: () => void }) {
  const { t } = useTranslation();
  const link = enrolmentLink(created.enrolmentPath);
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.form}>
      <p>{t('operators.linkHint', { username: created.operator.username })}</p>
      <Field label={t('operators.link')} readOnly value={link} onFocus={(event) => event.target.select()} />
      {copied && <p role="status">{t('operators.copied')}</p>}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
        >
          {t('operators.copy')}
        </Button>
        <Button onClick={onClose}>{t('dialog.done')}</Button>
      </div>
    </div>
  );
}

/** Creates an operator (a platform owner picks the merchant, or none) and shows their enrolment link. */
export function CreateOperatorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useConsoleSession().data;
  const queryClient = useQueryClient();
  const ownMerchant = session?.operator.merchantCode ?? null;
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<ConsoleRole>('support');
  const [merchantCode, setMerchantCode] = useState(ownMerchant ?? '');
  const create = useMutation({
    mutationFn: () =>
      createOperator(
        { username: username.trim(), role, merchantCode: merchantCode.trim() || null },
        session?.csrfToken ?? '',
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: OPERATORS_QUERY_KEY }),
  });
  return (
    <Dialog title={t('operators.createTitle')} onClose={onClose}>
      {create.isSuccess ? (
        <EnrolmentLink created={create.data} onClose={onClose} />
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate();
          }}
        >
          <Field
            label={t('operators.username')}
            required
            autoComplete="off"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <RoleSelect value={role} onChange={setRole} />
          {ownMerchant === null && (
            <Field
              label={t('operators.merchantOptional')}
              value={merchantCode}
              onChange={(event) => setMerchantCode(event.target.value)}
            />
          )}
          <ErrorMessage text={create.isError ? errorText(t, create.error) : undefined} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending || !username.trim()}>
              {t('operators.create')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
