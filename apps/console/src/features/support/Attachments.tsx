import type { FeedbackTicket } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from './Dialog.tsx';
import styles from './Support.module.css';
import { attachmentUrl } from './support-api.ts';

/** The ticket's images as thumbnails; one opens larger in a dialog. */
export function Attachments({ ticket }: { ticket: FeedbackTicket }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  const total = ticket.attachments.length;
  if (total === 0) return <p className={styles.meta}>{t('feedback.noImages')}</p>;
  const name = (index: number) => t('feedback.imageName', { number: index + 1, total });
  const current = shown === null ? undefined : ticket.attachments[shown];
  return (
    <>
      <ul className={styles.thumbnails} aria-label={t('feedback.images')}>
        {ticket.attachments.map((attachment, index) => (
          <li key={attachment.position}>
            <button
              type="button"
              className={styles.thumbnail}
              aria-label={t('feedback.openImage', { name: name(index) })}
              onClick={() => setShown(index)}
            >
              <img src={attachmentUrl(attachment.path)} alt="" />
            </button>
          </li>
        ))}
      </ul>
      {current && shown !== null ? (
        <Dialog title={name(shown)} onClose={() => setShown(null)} wide>
          <img className={styles.large} src={attachmentUrl(current.path)} alt={name(shown)} />
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => setShown(null)}>
              {t('feedback.close')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
