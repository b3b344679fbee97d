import { FooterInfo } from './FooterInfo.tsx';
import { FooterNav } from './FooterNav.tsx';

interface FooterProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function Footer({ menuOpen, onToggleMenu }: FooterProps) {
  return (
    <>
      <FooterInfo />
      <FooterNav menuOpen={menuOpen} onToggleMenu={onToggleMenu} />
    </>
  );
}
