import { FEEDBACK_ANSWER_MAX, type FeedbackTicket } from '@lobby/contract';
import { Mail, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { errorText } from '../../shared/api/error-text.ts';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { Attachments } from './Attachments.tsx';
import styles from './Support.module.css';
import { useAnswerFeedback } from './support-api.ts';

function AnswerForm({
  ticketId,
  onAnswered,
}: {
  ticketId: string;
  onAnswered: (ticket: FeedbackTicket) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const answer = useAnswerFeedback(ticketId);
  return (
    <form
      className={styles.stack}
      aria-label={t('feedback.answerForm')}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) answer.mutate(text.trim(), { onSuccess: onAnswered });
      }}
    >
      <TextArea
        label={t('feedback.answer')}
        value={text}
        maxLength={FEEDBACK_ANSWER_MAX}
        rows={5}
        required
        onChange={(event) => setText(event.target.value)}
      />
      <ErrorMessage text={answer.isError ? errorText(t, answer.error) : undefined} />
      <div>
        <Button type="submit" disabled={answer.isPending || !text.trim()}>
          {t('feedback.sendAnswer')}
        </Button>
      </div>
    </form>
  );
}

/** One ticket: what the member wrote, their images, and the answer or the form to give it. */
export function FeedbackTicketPanel({
  ticket,
  onClose,
  onAnswered,
}: {
  ticket: FeedbackTicket;
  onClose: () => void;
  onAnswered: (ticket: FeedbackTicket) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a ticket takes the reader (and the keyboard) to it, wherever the layout puts it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <header className={styles.panelHeader}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.panelTitle}>
          {t('feedback.ticketTitle', { member: ticket.memberUsername })}
        </h2>
        <Button variant="secondary" aria-label={t('feedback.close')} onClick={onClose}>
          <X aria-hidden size={18} />
        </Button>
      </header>
      <p className={styles.meta}>
        {t(`feedback.categories.${ticket.category}`)} · {formatDateTime(ticket.createdAt, i18n.language)}
      </p>
      <p className={styles.memberText}>{ticket.content}</p>
      <Attachments ticket={ticket} />
      <Link className={styles.writeLink} href={`/messages?memberId=${ticket.memberId}`}>
        <Mail aria-hidden size={18} />
        {t('feedback.writeTo', { member: ticket.memberUsername })}
      </Link>
      {ticket.status === 'answered' ? (
        <div className={styles.answer}>
          <h3 className={styles.answerTitle}>
            {t('feedback.answeredBy', {
              operator: ticket.answeredBy ?? '—',
              time: ticket.answeredAt ? formatDateTime(ticket.answeredAt, i18n.language) : '—',
            })}
          </h3>
          <p className={styles.memberText}>{ticket.answer}</p>
        </div>
      ) : (
        <AnswerForm ticketId={ticket.id} onAnswered={onAnswered} />
      )}
    </section>
  );
}
