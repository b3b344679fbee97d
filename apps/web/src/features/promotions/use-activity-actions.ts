import type { Activity } from '@lobby/contract';
import { useLocation } from 'wouter';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useClaimActivity } from './api/claim-activity.ts';
import { useJoinActivity } from './api/join-activity.ts';
import { useMoney } from './use-money.ts';

interface JoinOptions {
  remark?: string;
  onDone?: () => void;
  /** A refusal naming the remark field is shown on it instead of as a toast. */
  onRemarkError?: (text: string) => void;
}

/** Join and claim with their toasts; guests are sent to log in first. */
export function useActivityActions() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const signedIn = useSession() !== undefined;
  const money = useMoney();
  const joining = useJoinActivity();
  const claiming = useClaimActivity();

  const join = (activity: Activity, { remark, onDone, onRemarkError }: JoinOptions = {}) => {
    if (!signedIn) return navigate(ROUTE_PATHS.login);
    joining.mutate(
      { id: activity.id, ...(remark ? { remark } : {}) },
      {
        onSuccess: () => {
          showToast(t('promotions.joinedToast', { title: activity.title }), 'success');
          onDone?.();
        },
        onError: (error) => {
          if (onRemarkError && error instanceof ApiError && error.details.field === 'remark')
            onRemarkError(errorText(t, error));
          else showToast(errorText(t, error));
        },
      },
    );
  };

  const claim = (activity: Activity, onDone?: () => void) =>
    claiming.mutate(activity.id, {
      onSuccess: () => {
        showToast(t('promotions.claimedToast', { amount: money(activity.rewardAmount) }), 'success');
        onDone?.();
      },
      onError: (error) => showToast(errorText(t, error)),
    });

  return { join, claim, signedIn, pending: joining.isPending || claiming.isPending };
}
