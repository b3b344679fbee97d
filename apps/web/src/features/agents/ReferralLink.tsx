import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import { QrCode } from '../../shared/ui/QrCode.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './Agents.module.css';
import { useAffiliateCode } from './api/get-affiliate-code.ts';

/** The member's invite link and code, a copy button and the link's QR code. */
export function ReferralLink() {
  const { t } = useTranslation();
  const affiliate = useAffiliateCode();
  const inputId = useId();
  if (!affiliate.data) {
    return <QueryFallback query={affiliate} />;
  }
  const { code, link } = affiliate.data;
  const copy = () =>
    navigator.clipboard
      .writeText(link)
      .then(() => showToast(t('agents.copied'), 'success'))
      .catch(() => showToast(t('agents.copyFailed')));
  return (
    <div className={styles.referral}>
      <p className={styles.hint}>{t('agents.referralIntro')}</p>
      <div className={styles.qr}>
        <QrCode value={link} label={t('agents.qrLabel')} />
      </div>
      <p className={styles.codeLine}>
        {t('agents.code')} <strong dir="ltr">{code}</strong>
      </p>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {t('agents.link')}
      </label>
      <input id={inputId} className={fieldStyles.control} value={link} readOnly dir="ltr" />
      <Button variant="gold" block icon={Copy} onClick={copy}>
        {t('agents.copyLink')}
      </Button>
    </div>
  );
}
