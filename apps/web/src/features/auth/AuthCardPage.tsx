import { type ReactNode, useId } from 'react';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import styles from './Auth.module.css';

/** A screen of its own with one auth card, named by a title only screen readers see. */
export function AuthCardPage({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <>
      <Header />
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby={titleId}>
          <h2 id={titleId} className="visually-hidden">
            {title}
          </h2>
          {children}
        </section>
      </div>
    </>
  );
}
