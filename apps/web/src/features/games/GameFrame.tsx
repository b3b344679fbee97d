import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { themedUrl, useTheme } from '../../shared/theme.ts';
import { IconButton } from '../../shared/ui/Button.tsx';
import { ViewportLayer } from '../../shared/ui/ViewportLayer.tsx';
import styles from './GameFrame.module.css';
import { RealityCheckOverlay } from './RealityCheckOverlay.tsx';

interface GameFrameProps {
  src: string;
  title: string;
  onClose: () => void;
}

/**
 * What a framed game may do: run its scripts, call its own server (same origin), submit its forms and open
 * popups (a vendor's help or cashier pages). Not navigating the app's window away (no allow-top-navigation).
 */
export const GAME_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** While the overlay is open, everything else on the page is inert: out of reach of focus and assistive tech. */
function useInertBehind(overlay: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const own = overlay.current;
    if (!own) return;
    const others = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== own && !element.contains(own) && !element.inert,
    );
    for (const element of others) element.inert = true;
    return () => {
      for (const element of others) element.inert = false;
    };
  }, [overlay]);
}

/** A game over the whole screen, under a slim bar with its name and a close button; a modal over the app. */
export function GameFrame({ src, title, onClose }: GameFrameProps) {
  const { t } = useTranslation();
  const overlay = useRef<HTMLElement>(null);
  const theme = useTheme();
  useInertBehind(overlay);
  return (
    <ViewportLayer>
      <section ref={overlay} className={styles.overlay} role="dialog" aria-modal="true" aria-label={title}>
        <div className={styles.bar}>
          <h1 className={styles.title}>{title}</h1>
          <IconButton icon={X} label={t('launch.close')} onClick={onClose} className={styles.close} />
        </div>
        <iframe
          className={styles.frame}
          src={themedUrl(src, theme)}
          title={title}
          sandbox={GAME_FRAME_SANDBOX}
          allow="autoplay; fullscreen; clipboard-write"
          allowFullScreen
        />
        <RealityCheckOverlay />
      </section>
    </ViewportLayer>
  );
}
