import type { BrandLogo } from '@lobby/contract';
import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { HOME_PATH } from '../../shared/routes.ts';
import { CdnImage } from '../../shared/ui/CdnImage.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './Logo.module.css';

/** The merchant's wordmark, linking home: its uploaded logo (decision 0072), else the app's mark. */
export function Logo({ name, logo }: { name: string; logo: BrandLogo | null }) {
  const { t } = useTranslation();
  return (
    <Link to={HOME_PATH} className={styles.logo} aria-label={t('header.homeLink', { name })}>
      {logo ? (
        <CdnImage
          path={logo.url}
          alt={name}
          width={logo.width}
          height={logo.height}
          loading="eager"
          className={styles.image}
        />
      ) : (
        <span className={styles.mark}>
          <Icon icon={Crown} size={18} />
        </span>
      )}
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
