import {
  INBOX_BODY_MAX,
  INBOX_TITLE_MAX,
  type InboxAudience,
  type InboxCampaign,
  type SendInboxMessageRequest,
} from '@lobby/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { errorText } from '../../shared/api/error-text.ts';
import { Button } from '../../shared/ui/Button.tsx';
import choiceStyles from '../../shared/ui/Choice.module.css';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { Dialog } from './Dialog.tsx';
import styles from './Support.module.css';
import { useSendInboxMessage } from './support-api.ts';

type AudienceKind = InboxAudience['kind'];
const KINDS: AudienceKind[] = ['member', 'vipLevel', 'all'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function audienceOf(kind: AudienceKind, memberId: string, vipLabel: string): InboxAudience | undefined {
  if (kind === 'member') return UUID.test(memberId.trim()) ? { kind, memberId: memberId.trim() } : undefined;
  if (kind === 'vipLevel') return { kind, vipLabel: vipLabel.trim() };
  return { kind };
}

/** Writes to one member, a VIP level or every member: confirmed in a dialog, then queued. */
export function MessagesPage() {
  const { t } = useTranslation();
  const audienceId = useId();
  // A member page or a feedback ticket links here with the member filled in.
  const [memberId, setMemberId] = useState(new URLSearchParams(useSearch()).get('memberId') ?? '');
  const [kind, setKind] = useState<AudienceKind>('member');
  const [vipLabel, setVipLabel] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [confirming, setConfirming] = useState<SendInboxMessageRequest | null>(null);
  const [queued, setQueued] = useState<InboxCampaign | null>(null);
  const [invalid, setInvalid] = useState(false);
  const send = useSendInboxMessage();
  const audienceText = (audience: InboxAudience) =>
    audience.kind === 'member'
      ? t('messages.toMember', { id: audience.memberId })
      : audience.kind === 'vipLevel'
        ? t('messages.toVipLevel', { level: audience.vipLabel || '0' })
        : t('messages.toAll');
  return (
    <>
      <PageTitle text={t('messages.title')} />
      <form
        className={`${styles.stack} ${styles.compose}`}
        aria-label={t('messages.compose')}
        onSubmit={(event) => {
          event.preventDefault();
          const audience = audienceOf(kind, memberId, vipLabel);
          setInvalid(!audience);
          if (audience) setConfirming({ audience, title: title.trim(), body: body.trim() });
        }}
      >
        <fieldset className={styles.audience} aria-describedby={`${audienceId}-hint`}>
          <legend>{t('messages.audience')}</legend>
          <div className={styles.choices}>
            {KINDS.map((option) => (
              <label key={option} className={choiceStyles.choice}>
                <input
                  type="radio"
                  name="audience"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                {t(`messages.kinds.${option}`)}
              </label>
            ))}
          </div>
          <p id={`${audienceId}-hint`} className={styles.meta}>
            {t(`messages.hints.${kind}`)}
          </p>
          {kind === 'member' ? (
            <Field
              label={t('messages.memberId')}
              value={memberId}
              required
              aria-invalid={invalid}
              onChange={(event) => setMemberId(event.target.value)}
            />
          ) : null}
          {kind === 'vipLevel' ? (
            <Field
              label={t('messages.vipLabel')}
              value={vipLabel}
              maxLength={32}
              onChange={(event) => setVipLabel(event.target.value)}
            />
          ) : null}
        </fieldset>
        {invalid ? <ErrorMessage text={t('messages.memberIdInvalid')} /> : null}
        <Field
          label={t('messages.messageTitle')}
          value={title}
          required
          maxLength={INBOX_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextArea
          label={t('messages.body')}
          value={body}
          required
          rows={8}
          maxLength={INBOX_BODY_MAX}
          onChange={(event) => setBody(event.target.value)}
        />
        <ErrorMessage text={send.isError ? errorText(t, send.error) : undefined} />
        {queued ? (
          <p role="status" className={styles.queued}>
            {t('messages.queued', { count: queued.audienceCount })}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={send.isPending || !title.trim() || !body.trim()}>
            {t('messages.send')}
          </Button>
        </div>
      </form>
      {confirming ? (
        <Dialog title={t('messages.confirmTitle')} onClose={() => setConfirming(null)}>
          <p>
            {t('messages.confirmText', {
              audience: audienceText(confirming.audience),
              title: confirming.title,
            })}
          </p>
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('messages.cancel')}
            </Button>
            <Button
              disabled={send.isPending}
              onClick={() =>
                send.mutate(confirming, {
                  onSuccess: (campaign) => {
                    setQueued(campaign);
                    setConfirming(null);
                    setTitle('');
                    setBody('');
                  },
                  onError: () => setConfirming(null),
                })
              }
            >
              {t('messages.confirm')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
