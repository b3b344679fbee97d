import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './Support.module.css';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select';

/** Tab from the last control goes to the first and Shift+Tab from the first to the last: focus stays inside. */
function keepFocusInside(box: HTMLElement, event: KeyboardEvent<HTMLDivElement>) {
  const controls = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === box)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog over the page: labelled by its title, focus moved into it on open and back on close,
 * Escape closes it (and the dialog's own buttons).
 */
export function Dialog({
  title,
  onClose,
  children,
  wide,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    box.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div className={styles.backdrop}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={wide ? `${styles.dialog} ${styles.dialogWide}` : styles.dialog}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          if (event.key === 'Tab' && box.current) keepFocusInside(box.current, event);
        }}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
