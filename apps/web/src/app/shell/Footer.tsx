import { useUnreadCounts } from '../../features/messages/index.ts';
import { FooterInfo } from './FooterInfo.tsx';
import { FooterNav } from './FooterNav.tsx';

interface FooterProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function Footer({ menuOpen, onToggleMenu }: FooterProps) {
  const unread = useUnreadCounts();
  return (
    <>
      <FooterInfo />
      <FooterNav menuOpen={menuOpen} onToggleMenu={onToggleMenu} unreadCount={unread.total} />
    </>
  );
}
