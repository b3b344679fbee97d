import type { KycReview } from '@lobby/contract';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import styles from './Kyc.module.css';
import { kycFileUrl } from './kyc-reviews-api.ts';

interface Props {
  review: KycReview;
  /** Approve or Reject from here; absent when the document is decided or the role may not review. */
  onDecide?: (approve: boolean) => void;
  onClose: () => void;
}

/**
 * The document a member uploaded: an image inline; a PDF as a link that opens it in a new tab (the console
 * frames nothing, decision 0056). Both are fetched with the operator's session cookie.
 */
export function KycDocumentDialog({ review, onDecide, onClose }: Props) {
  const { t } = useTranslation();
  const name = t('kyc.documentOf', { member: review.memberUsername, kind: t(`kyc.kinds.${review.kind}`) });
  const url = kycFileUrl(review);
  return (
    <Dialog title={name} onClose={onClose}>
      {review.mimeType === 'application/pdf' ? (
        <a className={styles.pdfLink} href={url} target="_blank" rel="noopener noreferrer">
          <FileText aria-hidden size={20} />
          {t('kyc.openPdf')}
        </a>
      ) : (
        <img className={styles.document} src={url} alt={name} />
      )}
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('kyc.close')}
        </Button>
        {onDecide ? (
          <>
            <Button variant="secondary" onClick={() => onDecide(false)}>
              {t('kyc.reject')}
            </Button>
            <Button onClick={() => onDecide(true)}>{t('kyc.approve')}</Button>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
