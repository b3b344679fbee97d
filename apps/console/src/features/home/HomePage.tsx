import type { LucideIcon } from 'lucide-react';
import { Banknote, Newspaper, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './HomePage.module.css';

const COMING: { key: 'members' | 'money' | 'content'; icon: LucideIcon }[] = [
  { key: 'members', icon: Users },
  { key: 'money', icon: Banknote },
  { key: 'content', icon: Newspaper },
];

/** The console's start page until the dashboard comes: which sections follow. */
export function HomePage({ operatorName }: { operatorName: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.title}>{t('home.title', { name: operatorName })}</h1>
      <p className={styles.intro}>{t('home.intro')}</p>
      <ul className={styles.sections}>
        {COMING.map(({ key, icon: Icon }) => (
          <li key={key} className={styles.section}>
            <h2 className={styles.sectionTitle}>
              <Icon aria-hidden size={22} />
              {t(`home.${key}`)}
            </h2>
            <p className={styles.sectionText}>{t(`home.${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
