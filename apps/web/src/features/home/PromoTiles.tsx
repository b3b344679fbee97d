import { ChevronRight, Gift, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useInviteAction } from '../agents/index.ts';
import styles from './PromoTiles.module.css';

/** Invite friends (the invite rule) and bonus (promotions). */
export function PromoTiles() {
  const { t } = useTranslation();
  const invite = useInviteAction();
  return (
    <div className={styles.tiles}>
      <button type="button" className={`${styles.tile} ${styles.invite}`} onClick={invite}>
        <span className={styles.emblem}>
          <Icon icon={UserPlus} size={22} />
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{t('home.inviteTitle')}</span>
          <span className={styles.subtitle}>{t('home.inviteText')}</span>
        </span>
        <Icon icon={ChevronRight} size={18} flipInRtl className={styles.chevron} />
      </button>
      <Link to={ROUTE_PATHS.activity} className={`${styles.tile} ${styles.bonus}`}>
        <span className={styles.emblem}>
          <Icon icon={Gift} size={22} />
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{t('home.bonusTitle')}</span>
          <span className={styles.subtitle}>{t('home.bonusText')}</span>
        </span>
        <Icon icon={ChevronRight} size={18} flipInRtl className={styles.chevron} />
      </Link>
    </div>
  );
}
