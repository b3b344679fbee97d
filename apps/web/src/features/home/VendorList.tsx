import { HOT_PROVIDERS } from '@lobby/contract';
import { Flame, Store } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { CdnImage } from '../../shared/ui/CdnImage.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { LOGO_HEIGHT, LOGO_WIDTH } from '../../shared/ui/picture-sizes.ts';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { allVendors, providerPath, useGameVendorsQuery } from '../games/index.ts';
import { Section } from './Section.tsx';
import styles from './VendorList.module.css';

/** The game vendors (providers) as a row of logos, each opening its provider page; the list reloads per language. */
export function VendorList() {
  const { t } = useTranslation();
  const query = useGameVendorsQuery();
  const vendors = query.data ? allVendors(query.data) : [];
  const first = vendors[0];
  return (
    <Section
      title={t('routes.providers')}
      icon={Store}
      viewAll={first ? providerPath(first.vassalage) : undefined}
    >
      {query.isError && !query.data ? <QueryFallback query={query} compact /> : null}
      <ul className={styles.row} aria-label={t('routes.providers')}>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link to={providerPath(vendor.vassalage)} className={styles.vendor}>
              <CdnImage
                path={vendor.logoUrl}
                alt={vendor.displayName}
                className={styles.logo}
                width={LOGO_WIDTH}
                height={LOGO_HEIGHT}
              />
              {(HOT_PROVIDERS as readonly string[]).includes(vendor.vassalage) ? (
                <span className={styles.hot} aria-hidden="true">
                  <Icon icon={Flame} size={12} />
                </span>
              ) : null}
            </Link>
          </li>
        ))}
        {query.isPending ? <li className={styles.skeleton} aria-hidden="true" /> : null}
      </ul>
    </Section>
  );
}
