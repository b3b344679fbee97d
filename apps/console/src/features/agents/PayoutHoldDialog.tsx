import type { ConsoleAgentPayout } from '@lobby/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format.ts';
import { ReasonDialog } from '../../shared/ui/ReasonDialog.tsx';
import { AGENT_PAYOUTS_QUERY_KEY, holdAgentPayout } from './agents-api.ts';

interface Props {
  payout: ConsoleAgentPayout;
  /** true: hold a due payout; false: release a held one. */
  hold: boolean;
  onClose: () => void;
}

/** Holds a due payout (not paid until released) or releases a held one, with a reason either way. */
export function PayoutHoldDialog({ payout, hold, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: [AGENT_PAYOUTS_QUERY_KEY] });
  const subject = {
    agent: payout.agentUsername,
    kind: t(`agents.kinds.${payout.kind}`),
    period: payout.period,
    amount: formatMoney(payout.amount),
  };
  return (
    <ReasonDialog
      title={t(hold ? 'agents.holdTitle' : 'agents.releaseTitle')}
      submitLabel={t(hold ? 'agents.hold' : 'agents.release')}
      reasonLabel={t('agents.reason')}
      send={(reason, csrfToken) => holdAgentPayout(payout.id, { hold, reason }, csrfToken)}
      onDone={() => {
        void reload();
        onClose();
      }}
      onError={() => void reload()}
      onClose={onClose}
    >
      <p>{t(hold ? 'agents.holdText' : 'agents.releaseText', subject)}</p>
    </ReasonDialog>
  );
}
