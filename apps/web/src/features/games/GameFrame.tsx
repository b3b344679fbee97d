import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../shared/ui/Button.tsx';
import styles from './GameFrame.module.css';

interface GameFrameProps {
  src: string;
  title: string;
  onClose: () => void;
}

/** A game over the whole screen, under a slim bar with its name and a close button. */
export function GameFrame({ src, title, onClose }: GameFrameProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.overlay} aria-label={title}>
      <div className={styles.bar}>
        <h1 className={styles.title}>{title}</h1>
        <IconButton icon={X} label={t('launch.close')} onClick={onClose} className={styles.close} />
      </div>
      <iframe
        className={styles.frame}
        src={src}
        title={title}
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
      />
    </section>
  );
}
