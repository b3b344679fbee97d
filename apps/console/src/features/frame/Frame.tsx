import { LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleSessionValue } from '../../shared/api/session.ts';
import styles from './Frame.module.css';
import { FrameNav } from './FrameNav.tsx';
import { FrameTools } from './FrameTools.tsx';

/** The signed-in console: the header with the sections, who is signed in and the settings, then the page. */
export function Frame({ session, children }: { session: ConsoleSessionValue; children: ReactNode }) {
  const { t } = useTranslation();
  const { operator } = session;
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <LayoutDashboard aria-hidden size={22} />
          {t('app.name')}
        </span>
        <FrameNav operator={operator} />
        <p className={styles.operator}>
          <span className={styles.operatorName}>{operator.username}</span>
          <span className={styles.operatorMeta}>
            {t(`roles.${operator.role}`)} · {operator.merchantCode ?? t('frame.allMerchants')}
          </span>
        </p>
        <FrameTools csrfToken={session.csrfToken} />
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
