import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ReferralLink } from './ReferralLink.tsx';

/** The referral panel: the member's invite link with copy and QR code, over the current page. */
export default function ReferralPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('agents.referralTitle')} placement="sheet">
      <ReferralLink />
    </Dialog>
  );
}
