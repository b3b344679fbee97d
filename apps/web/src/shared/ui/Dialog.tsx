import { X } from 'lucide-react';
import { type MouseEvent as ReactMouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { IconButton } from './Button.tsx';
import styles from './Dialog.module.css';

/** The spec ignores taps on the mask this soon after opening (they are usually the opening tap). */
export const MASK_CLICK_GRACE_MS = 300;

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** center: a card; sheet: slides up from the bottom; drawer: slides in from the inline-start edge. */
  placement?: 'center' | 'sheet' | 'drawer';
  /** Keep the title for assistive technology only (the content shows its own heading). */
  titleHidden?: boolean;
  children: ReactNode;
  actions?: ReactNode;
}

/**
 * Modal dialog on the native <dialog>: showModal() makes the page behind inert and keeps focus
 * inside; closing returns focus to the control that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  placement = 'center',
  titleHidden = false,
  children,
  actions,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const openedAt = useRef(0);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      openedAt.current = performance.now();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onMaskClick = (event: ReactMouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    if (performance.now() - openedAt.current < MASK_CLICK_GRACE_MS) return;
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[placement]}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onClick={onMaskClick}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={titleHidden ? 'visually-hidden' : styles.titleRow}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {titleHidden ? null : <IconButton icon={X} label={t('common.close')} onClick={onClose} />}
          </div>
          <div className={styles.body}>{children}</div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
