import { Wallet } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { isFreeAccount, type SessionInfo } from '../../shared/session.ts';
import { Button, ButtonLink } from '../../shared/ui/Button.tsx';
import { showToast } from '../../shared/ui/toast.ts';

/** Spec §6: the deposit refusal shows for 2 s. */
export const DEPOSIT_REFUSAL_MS = 2000;

interface DepositButtonProps {
  session: SessionInfo;
  size?: 'sm' | 'md';
  withIcon?: boolean;
  onNavigate?: () => void;
}

/** Deposit for real accounts; free and trial accounts are told to log in with a real one instead. */
export function DepositButton({ session, size = 'md', withIcon = false, onNavigate }: DepositButtonProps) {
  const { t } = useTranslation();
  const icon = withIcon ? Wallet : undefined;
  if (isFreeAccount(session.type)) {
    return (
      <Button
        size={size}
        variant="gold"
        icon={icon}
        onClick={() => showToast(t('errors.deposit_refused'), 'short', DEPOSIT_REFUSAL_MS)}
      >
        {t('account.deposit')}
      </Button>
    );
  }
  return (
    <ButtonLink to={ROUTE_PATHS.voucherCenter} size={size} variant="gold" icon={icon} onClick={onNavigate}>
      {t('account.deposit')}
    </ButtonLink>
  );
}
