import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { LOTTERY_LOBBY_LAUNCH_PATH } from './launch-target.ts';

/** /m/startLottery: straight to the lottery lobby, as the footer's lottery entry opens it. */
export default function StartLotteryScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useEffect(() => navigate(LOTTERY_LOBBY_LAUNCH_PATH, { replace: true }), [navigate]);
  return <Spinner label={t('launch.starting')} />;
}
