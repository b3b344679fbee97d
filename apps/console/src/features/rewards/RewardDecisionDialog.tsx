import type { RewardClaim } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../shared/api/use-decision.ts';
import { formatMoney } from '../../shared/format.ts';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { DialogActions } from '../../shared/ui/DialogActions.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { REWARD_CLAIMS_QUERY_KEY, reviewRewardClaim } from './reward-claims-api.ts';

interface Props {
  claim: RewardClaim;
  approve: boolean;
  onClose: () => void;
}

/** Confirms an approval (the reward is paid with its turnover) or takes the reason of a rejection. */
export function RewardDecisionDialog({ claim, approve, onClose }: Props) {
  const { t } = useTranslation();
  const {
    reason,
    setReason,
    decide: review,
    ready,
  } = useDecision(
    REWARD_CLAIMS_QUERY_KEY,
    (body, csrfToken) => reviewRewardClaim(claim.id, body, csrfToken),
    approve,
    onClose,
  );
  const facts = {
    member: claim.memberUsername,
    activity: claim.activityTitle,
    amount: formatMoney(claim.rewardAmount),
    multiple: claim.turnoverMultiple,
  };
  return (
    <Dialog title={t(approve ? 'rewards.approveTitle' : 'rewards.rejectTitle')} onClose={onClose}>
      <form
        className={dialogStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          review.mutate();
        }}
      >
        <p>{t('rewards.claimOf', facts)}</p>
        {approve ? (
          <p>{t('rewards.approveEffect', facts)}</p>
        ) : (
          <TextArea
            label={t('rewards.reason')}
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        <DialogActions
          error={review.isError ? review.error : undefined}
          onCancel={onClose}
          submitLabel={t(approve ? 'rewards.approve' : 'rewards.reject')}
          submitDisabled={review.isPending || !ready}
        />
      </form>
    </Dialog>
  );
}
