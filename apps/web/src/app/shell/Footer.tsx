import { useUnreadCounts } from '../../features/messages/index.ts';
import { useAfterPaint } from '../../shared/hooks/use-after-paint.ts';
import styles from './FooterInfo.module.css';
import { FooterInfo } from './FooterInfo.tsx';
import { FooterNav } from './FooterNav.tsx';

interface FooterProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function Footer({ menuOpen, onToggleMenu }: FooterProps) {
  const unread = useUnreadCounts();
  // The footer's links and logos end the page, below the fold: drawn in a task after the first view's (decision 0081).
  const infoShown = useAfterPaint(2);
  return (
    <>
      {infoShown ? <FooterInfo /> : <div className={styles.pending} />}
      <FooterNav menuOpen={menuOpen} onToggleMenu={onToggleMenu} unreadCount={unread.total} />
    </>
  );
}
