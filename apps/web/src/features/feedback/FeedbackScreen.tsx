import { useMemberGate } from '../../shared/hooks/use-member-gate.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { FreeAccountNotice } from '../../shared/ui/FreeAccountNotice.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { FeedbackList } from './FeedbackList.tsx';

/** /m/feedback: members send feedback and see their own; guests log in first; trial accounts get free_reject. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const gate = useMemberGate();
  if (gate === 'guest') return <Spinner label={t('common.loading')} />;
  if (gate === 'free') return <FreeAccountNotice />;
  return (
    <Screen>
      <FeedbackForm />
      <FeedbackList />
    </Screen>
  );
}
