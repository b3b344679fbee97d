import type { KycReview } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
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
  const subject = { member: review.memberUsername, kind: t(`kyc.kinds.${review.kind}`) };
  return (
    <DecisionDialog
      title={t(approve ? 'kyc.approveTitle' : 'kyc.rejectTitle')}
      text={t(approve ? 'kyc.approveText' : 'kyc.rejectText', subject)}
      submitLabel={t(approve ? 'kyc.approve' : 'kyc.reject')}
      reasonLabel={t('kyc.reason')}
      approve={approve}
      queryKey={KYC_REVIEWS_QUERY_KEY}
      send={(body, csrfToken) => reviewKycDocument(review.id, body, csrfToken)}
      onClose={onClose}
    />
  );
}
