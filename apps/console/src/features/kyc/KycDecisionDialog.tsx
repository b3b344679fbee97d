import type { KycReview } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../shared/api/use-decision.ts';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { DialogActions } from '../../shared/ui/DialogActions.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { KYC_REVIEWS_QUERY_KEY, reviewKycDocument } from './kyc-reviews-api.ts';

interface Props {
  review: KycReview;
  approve: boolean;
  onClose: () => void;
}

/**
 * Approves a document (an identity document verifies the member) or rejects it with the reason the member
 * reads. The queue reloads either way: a document someone else decided (409) shows its new state.
 */
export function KycDecisionDialog({ review, approve, onClose }: Props) {
  const { t } = useTranslation();
  const { reason, setReason, decide, ready } = useDecision(
    KYC_REVIEWS_QUERY_KEY,
    (body, csrfToken) => reviewKycDocument(review.id, body, csrfToken),
    approve,
    onClose,
  );
  const subject = { member: review.memberUsername, kind: t(`kyc.kinds.${review.kind}`) };
  return (
    <Dialog title={t(approve ? 'kyc.approveTitle' : 'kyc.rejectTitle')} onClose={onClose}>
      <form
        className={dialogStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          decide.mutate();
        }}
      >
        <p>{t(approve ? 'kyc.approveText' : 'kyc.rejectText', subject)}</p>
        {approve ? null : (
          <TextArea
            label={t('kyc.reason')}
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        <DialogActions
          error={decide.isError ? decide.error : undefined}
          onCancel={onClose}
          submitLabel={t(approve ? 'kyc.approve' : 'kyc.reject')}
          submitDisabled={decide.isPending || !ready}
        />
      </form>
    </Dialog>
  );
}
