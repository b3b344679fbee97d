import { type ReactNode, useRef } from 'react';
import { useAfterPaint } from '../../shared/hooks/use-after-paint.ts';
import { useInView } from '../../shared/hooks/use-in-view.ts';
import styles from './Deferred.module.css';

/** Sections start loading when they come this close to the viewport. */
const SECTION_MARGIN_PX = 400;

/**
 * Renders its children once they come near the viewport, so home asks for and draws only what is seen;
 * until then an empty block of about a section's height keeps the page's length.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const active = useInView(ref, SECTION_MARGIN_PX);
  return (
    <div ref={ref} className={active ? undefined : styles.pending}>
      {active ? children : null}
    </div>
  );
}

/**
 * Renders its children `stage` frames after the lobby's first paint, each in a task of its own (decision
 * 0081); until then an empty block of about a section's height keeps the page's length.
 */
export function Later({ stage, children }: { stage: number; children: ReactNode }) {
  return useAfterPaint(stage) ? children : <div className={styles.pending} />;
}
