import type { SocialKind } from '@lobby/contract';
import { MessageCircle, Music2, Send, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './SocialIcon.module.css';

/** Simple hand-drawn glyphs; no brand assets are loaded from outside. */
const GLYPHS: Record<SocialKind, ReactNode> = {
  facebook: (
    <path
      fill="currentColor"
      d="M13.6 21v-7.2h2.5l.4-3h-2.9V8.9c0-.9.3-1.5 1.5-1.5h1.5V4.7A20 20 0 0 0 14.4 4.6c-2.2 0-3.7 1.3-3.7 3.8v2.4H8.2v3h2.5V21z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="4" y="4" width="16" height="16" rx="5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.9" cy="7.1" r="0.6" fill="currentColor" />
    </g>
  ),
  telegram: <Send x="3" y="3" width="18" height="18" />,
  whatsapp: <MessageCircle x="3" y="3" width="18" height="18" />,
  youtube: (
    <>
      <rect x="3" y="6.5" width="18" height="11" rx="3.5" fill="currentColor" />
      <path d="M10.5 9.5v5l4.2-2.5z" className={styles.cutout} />
    </>
  ),
  tiktok: <Music2 x="3" y="3" width="18" height="18" />,
  kwai: <Video x="3" y="3" width="18" height="18" />,
  twitter: (
    <path
      fill="currentColor"
      d="M4.5 4h4.3l3.6 5 4.2-5h2.1l-5.3 6.3L19.6 20h-4.3l-3.9-5.4L6.8 20H4.7l5.7-6.7z"
    />
  ),
};

export function SocialIcon({ kind }: { kind: SocialKind }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {GLYPHS[kind]}
    </svg>
  );
}
