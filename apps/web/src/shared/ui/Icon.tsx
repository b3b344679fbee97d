import type { LucideIcon } from 'lucide-react';
import styles from './Icon.module.css';

interface IconProps {
  icon: LucideIcon;
  size?: number;
  /** Mirror in right-to-left layouts (arrows that point "back" or "forward"). */
  flipInRtl?: boolean;
  className?: string;
}

/** Decorative icon: hidden from assistive technology, so its control must carry the accessible name. */
export function Icon({ icon: Glyph, size = 20, flipInRtl = false, className }: IconProps) {
  const classes = [styles.icon, flipInRtl ? styles.flip : '', className ?? ''].filter(Boolean).join(' ');
  return <Glyph aria-hidden="true" focusable="false" size={size} strokeWidth={2} className={classes} />;
}
