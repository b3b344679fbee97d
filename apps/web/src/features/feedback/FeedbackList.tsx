import { Inbox } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { useFeedbackList } from './api/get-feedback-list.ts';
import styles from './Feedback.module.css';

/** The member's own feedback and whether it was answered. */
export function FeedbackList() {
  const { t } = useTranslation();
  const id = useId();
  const date = new Intl.DateTimeFormat(languageTag(useLanguage()), { dateStyle: 'medium' });
  const feedback = useFeedbackList(true);
  let body: ReactNode;
  if (!feedback.data) {
    body = <QueryFallback query={feedback} />;
  } else if (feedback.data.list.length === 0) {
    body = <EmptyState icon={Inbox} title={t('feedback.empty')} />;
  } else {
    body = (
      <ul className={styles.list}>
        {feedback.data.list.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.meta}>
              <span className={styles.badge}>{t(`feedback.categories.${item.category}`)}</span>
              <time dateTime={item.createdAt}>{date.format(new Date(item.createdAt))}</time>
              <span className={styles.badge} data-status={item.status}>
                {t(`feedback.status.${item.status}`)}
              </span>
              {item.imageCount > 0 ? (
                <span>{t('feedback.imageCount', { count: item.imageCount })}</span>
              ) : null}
            </span>
            <p className={styles.content}>{item.content}</p>
            {item.answer ? (
              <section className={styles.answer} aria-label={t('feedback.answerTitle')}>
                <span className={styles.answerTitle}>{t('feedback.answerTitle')}</span>
                <p className={styles.answerText}>{item.answer}</p>
              </section>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card aria-labelledby={`${id}-title`} heading={t('feedback.listTitle')} headingId={`${id}-title`}>
      {body}
    </Card>
  );
}
