import { IdCard } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { RESPONSIBLE_GAMING_PATH } from '../../shared/routes.ts';
import { Button, ButtonLink } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import styles from './IdentityRequired.module.css';

/**
 * A launch refused because the merchant's play needs a verified identity (identity_not_verified, decision
 * 0056): what to do, a link to the identity documents (responsible gaming screen), and the way back.
 */
export function IdentityRequired({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Screen>
      <EmptyState
        icon={IdCard}
        title={t('launch.identityTitle')}
        description={t('launch.identityText')}
        action={
          <div className={styles.actions}>
            <ButtonLink to={RESPONSIBLE_GAMING_PATH} variant="gold" block>
              {t('launch.identityDocuments')}
            </ButtonLink>
            <Button block onClick={onBack}>
              {t('launch.back')}
            </Button>
          </div>
        }
      />
    </Screen>
  );
}
